import type { Goals } from '@predental/experience-contract/goals';
import type { Logger } from '@predental/service-kit/observability';
import type { StoredItem } from '@predental/service-kit/owned-list';
import { studentRecords } from '@predental/service-kit/student-record';
import type { Connection } from 'mongoose';

/** A student's experience in one document: shadowing and volunteer entries and hour goals (see service-kit's student-record). */
export interface ExperienceRecord {
  shadowing: StoredItem[];
  volunteer: StoredItem[];
  goals: Goals;
}

export const emptyExperienceRecord = (): ExperienceRecord => ({
  shadowing: [],
  volunteer: [],
  goals: { shadowingGoal: null, volunteerGoal: null },
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
