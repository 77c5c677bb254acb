import type { AcademicRecords } from '../academic-record';

/** A deleted account's academics: its one record (courses, DAT attempts) and its counts in the admin totals. */
export const eraseAcademics = (records: AcademicRecords) => (userId: string) => records.erase(userId);
