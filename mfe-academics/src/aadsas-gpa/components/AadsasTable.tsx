import {
  AADSAS_SUMMARIES,
  ACADEMIC_STATUS_LABELS,
  type AadsasSummary,
  type AcademicStatus,
} from '@predental/academics-contract/aadsas';
import { DataTable } from '@predental/design/Table';
import type { AadsasRows } from '../api/aadsas-gpa';

const BUCKETS = [
  ['BCP', 'bcp'],
  ['Science', 'science'],
  ['Non-Science', 'nonScience'],
  ['Total', 'total'],
] as const;

const gpaText = (gpa: number | null) => (gpa === null ? '—' : gpa.toFixed(2));
const rowLabel = (row: AadsasRows[number]) =>
  row.status
    ? (ACADEMIC_STATUS_LABELS[row.status as AcademicStatus] ?? row.status)
    : (AADSAS_SUMMARIES[row.summary as AadsasSummary] ?? row.summary ?? '');

/**
 * The table as AADSAS lays it out: a row per undergraduate status, then cumulative undergraduate,
 * graduate and overall; a GPA and its semester hours for BCP, science, non-science and total.
 * The graduate status row is the graduate summary row, so it is shown once.
 */
export function AadsasTable({ rows, label, labelledBy }: { rows: AadsasRows; label?: string; labelledBy?: string }) {
  return (
    <DataTable
      aria-label={label}
      aria-labelledby={labelledBy}
      headers={['Academic Status', ...BUCKETS.flatMap(([name]) => [`${name} GPA`, `${name} Hours`])]}
      rows={rows.filter((row) => row.status !== 'graduate')}
      rowKey={rowLabel}
      cells={(row) => [
        rowLabel(row),
        ...BUCKETS.flatMap(([, name]) => [gpaText(row[`${name}Gpa`]), row[`${name}Hours`].toFixed(2)]),
      ]}
    />
  );
}
