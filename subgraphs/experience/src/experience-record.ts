import type { Goals } from '@predental/experience-contract/goals';
import type { Logger } from '@predental/service-kit/observability';
import type { StoredItem } from '@predental/service-kit/owned-list';
import { studentRecords } from '@predental/service-kit/student-record';
import type { Connection } from 'mongoose';
import type { ExperienceChoices } from './experiences/experience-choices';

/** Records written before issue 37 have no goals of the other types. */
type StoredGoals = Omit<Goals, 'typeGoals'> & Partial<Pick<Goals, 'typeGoals'>>;

/**
 * A student's experience in one document (see service-kit's student-record): shadowing and
 * volunteer entries, the other AADSAS types' logs, hour goals, and what the student chose for
 * their AADSAS entries. One document, so a rule over all of it (the highlight limit) is checked
 * inside one versioned write.
 */
export interface ExperienceRecord {
  shadowing: StoredItem[];
  volunteer: StoredItem[];
  /** Issue 37; absent in records written before it. */
  logs?: StoredItem[];
  goals: StoredGoals;
  /** Issue 37; absent until the student first changes an entry. */
  experiences?: ExperienceChoices;
}

export const emptyExperienceRecord = (): ExperienceRecord => ({
  shadowing: [],
  volunteer: [],
  logs: [],
  goals: { shadowingGoal: null, volunteerGoal: null, typeGoals: [] },
});

export function experienceRecords(connection: Connection, log: Logger) {
  return studentRecords<ExperienceRecord>(
    connection,
    {
      name: 'experience_records',
      empty: emptyExperienceRecord,
      counts: (record) => ({ shadowing: record.shadowing.length, volunteer: record.volunteer.length }),
    },
    log,
  );
}
export type ExperienceRecords = ReturnType<typeof experienceRecords>;
