import { migrateToRecords, oldItems, type OldCollection } from '@predental/service-kit/migrate-to-records';
import type { Logger } from '@predental/service-kit/observability';
import type { Connection } from 'mongoose';
import { emptyExperienceRecord, type ExperienceRecord, type ExperienceRecords } from './experience-record';

const goal = (value: unknown) => (typeof value === 'number' ? value : null);

/** The collections of the release before student records: one document per entry, and goals keyed by the student's id. */
const OLD: OldCollection<ExperienceRecord>[] = [
  oldItems('shadowingentries', 'shadowing'),
  oldItems('volunteerentries', 'volunteer'),
  {
    name: 'goals',
    owner: (doc) => String(doc._id),
    add: (record, doc) => ({
      ...record,
      goals: { ...record.goals, shadowingGoal: goal(doc.shadowingGoal), volunteerGoal: goal(doc.volunteerGoal) },
    }),
  },
];

export const migrateExperience = (connection: Connection, records: ExperienceRecords, log: Logger) =>
  migrateToRecords(connection, records, emptyExperienceRecord, OLD, log);
