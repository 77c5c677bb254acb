import type { Logger } from '@predental/service-kit/observability';
import type { StoredItem } from '@predental/service-kit/owned-list';
import { studentRecords } from '@predental/service-kit/student-record';
import type { Connection } from 'mongoose';

/** A student's academics in one document: their courses and DAT attempts (see service-kit's student-record). */
export interface AcademicRecord {
  courses: StoredItem[];
  datScores: StoredItem[];
}

export const emptyAcademicRecord = (): AcademicRecord => ({ courses: [], datScores: [] });

export function academicRecords(connection: Connection, log: Logger) {
  return studentRecords<AcademicRecord>(
    connection,
    {
      name: 'academic_records',
      empty: emptyAcademicRecord,
      counts: (record) => ({ courses: record.courses.length, datScores: record.datScores.length }),
    },
    log,
  );
}
export type AcademicRecords = ReturnType<typeof academicRecords>;
