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

const SHADOWING_MODE = 'experience-shadowing-mode';
const DUPLICATE_KEY = 11000;

/**
 * Issue 37: every shadowing entry logged before shadowing had a mode was a visit in person. The
 * mode is written into each such record once (the `migrations` collection remembers it; an
 * interrupted run is finished by the next start), so the stored data says what the screens
 * show. Each record changes through its versioned write, so a student's write racing it is kept.
 */
async function shadowingInPerson(connection: Connection, records: ExperienceRecords, log: Logger) {
  const done = connection.collection<{ _id: string }>('migrations');
  if (await done.findOne({ _id: SHADOWING_MODE })) return;
  let students = 0;
  for await (const { id, data } of records.eachLatest()) {
    if (data.shadowing.every((entry) => entry.mode)) continue;
    await records.change(id, (record) => ({
      data: { ...record, shadowing: record.shadowing.map((entry) => ({ mode: 'in-person', ...entry })) },
      result: undefined,
    }));
    students += 1;
  }
  await done.insertOne({ _id: SHADOWING_MODE }).catch((error: { code?: number }) => {
    if (error.code !== DUPLICATE_KEY) throw error;
  });
  log.info({ students }, 'shadowing entries marked in person');
}

/** The migrations of the experience records, in order, before the service answers. */
export async function migrateExperience(connection: Connection, records: ExperienceRecords, log: Logger) {
  await migrateToRecords(connection, records, emptyExperienceRecord, OLD, log);
  await shadowingInPerson(connection, records, log);
}
