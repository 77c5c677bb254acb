import { migrateToRecords, oldItems } from '@predental/service-kit/migrate-to-records';
import type { Logger } from '@predental/service-kit/observability';
import type { Connection } from 'mongoose';
import { emptyAcademicRecord, type AcademicRecord, type AcademicRecords } from './academic-record';

/** The collections of the release before student records: one document per course and per DAT attempt. */
const OLD = [oldItems<AcademicRecord>('courses', 'courses'), oldItems<AcademicRecord>('datscores', 'datScores')];

export const migrateAcademics = (connection: Connection, records: AcademicRecords, log: Logger) =>
  migrateToRecords(connection, records, emptyAcademicRecord, OLD, log);
