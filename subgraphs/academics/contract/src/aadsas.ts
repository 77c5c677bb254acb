/**
 * What ADEA AADSAS asks of each course, and the GPA table it computes after verifying the
 * transcript (a deliberate addition to SPEC, see ARCHITECTURE.md). The rules are from ADEA
 * AADSAS's applicant help, "Calculating Your GPAs" (Liaison, read 2026):
 * https://help.liaisonedu.com/ADEA_AADSAS_Applicant_Help_Center/Submitting_and_Monitoring_Your_ADEA_AADSAS_Application/Verification_and_GPA_Calculations_for_ADEA_AADSAS/3_Calculating_Your_GPAs
 */

/** The student's academic status during the term, in the order AADSAS lists the rows. */
export const ACADEMIC_STATUSES = [
  'high-school',
  'freshman',
  'sophomore',
  'junior',
  'senior',
  'postbacc',
  'graduate',
] as const;
export type AcademicStatus = (typeof ACADEMIC_STATUSES)[number];
export const ACADEMIC_STATUS_LABELS: Record<AcademicStatus, string> = {
  'high-school': 'College Coursework in High School',
  freshman: 'Freshman',
  sophomore: 'Sophomore',
  junior: 'Junior',
  senior: 'Senior',
  postbacc: 'Post-Baccalaureate Undergraduate',
  graduate: 'Graduate',
};

export const TERM_TYPES = ['semester', 'quarter'] as const;
/** Every AADSAS GPA is in semester hours; a quarter hour is 0.667 of one (Liaison, "Calculating Your GPAs"). */
export const SEMESTER_HOURS_PER_QUARTER_HOUR = 0.667;

export const CREDIT_TYPES = [
  'graded',
  'pass',
  'ap',
  'ib',
  'clep',
  'withdrawn',
  'withdrawn-failing',
  'in-progress',
  'planned',
] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
export const CREDIT_TYPE_LABELS: Record<CreditType, string> = {
  graded: 'Graded',
  pass: 'Pass / Satisfactory',
  ap: 'AP credit',
  ib: 'IB credit',
  clep: 'CLEP credit',
  withdrawn: 'Withdrawn (W)',
  'withdrawn-failing': 'Withdrawn failing (WF)',
  'in-progress': 'In progress',
  planned: 'Planned',
};

/** One GPA: to 2 decimals, over these semester hours (2 decimals); null without graded hours. */
export interface AadsasBucket {
  gpa: number | null;
  hours: number;
}
export interface AadsasRow {
  bcp: AadsasBucket;
  science: AadsasBucket;
  nonScience: AadsasBucket;
  total: AadsasBucket;
}
export interface AadsasTable {
  /** A row for each academic status with courses, in AADSAS's order. */
  rows: (AadsasRow & { status: AcademicStatus })[];
  cumulativeUndergraduate: AadsasRow;
  graduate: AadsasRow;
  /** Undergraduate and graduate together. */
  overall: AadsasRow;
}

const BUCKET_NAMES = ['bcp', 'science', 'nonScience', 'total'] as const;

/** The rows under the status rows, as AADSAS adds them up. */
export const AADSAS_SUMMARIES = {
  'cumulative-undergraduate': 'Cumulative Undergraduate',
  graduate: 'Graduate',
  overall: 'Overall',
} as const;
export type AadsasSummary = keyof typeof AADSAS_SUMMARIES;

/**
 * A row as GraphQL carries it: a status row (`status`) or a summary row (`summary`), with its
 * buckets' GPAs and hours side by side (bcpGpa, bcpHours...). One flat list per table keeps the
 * operation far inside the gateway's cost and depth limits; nested buckets were not.
 */
type FlatAadsasRow = { status: AcademicStatus | null; summary: AadsasSummary | null } & Record<
  `${keyof AadsasRow}Gpa`,
  number | null
> &
  Record<`${keyof AadsasRow}Hours`, number>;

function flatRow(row: AadsasRow, status: AcademicStatus | null, summary: AadsasSummary | null): FlatAadsasRow {
  const flat: Record<string, unknown> = { status, summary };
  for (const name of BUCKET_NAMES)
    Object.assign(flat, { [`${name}Gpa`]: row[name].gpa, [`${name}Hours`]: row[name].hours });
  return flat as FlatAadsasRow;
}

/** The table as one list: the status rows, then cumulative undergraduate, graduate and overall. */
export function flatTable(table: AadsasTable): FlatAadsasRow[] {
  return [
    ...table.rows.map(({ status, ...row }) => flatRow(row, status, null)),
    flatRow(table.cumulativeUndergraduate, null, 'cumulative-undergraduate'),
    flatRow(table.graduate, null, 'graduate'),
    flatRow(table.overall, null, 'overall'),
  ];
}

type FlatRowIn = { status?: string | null; summary?: string | null } & Omit<FlatAadsasRow, 'status' | 'summary'>;
const nestedRow = (flat: FlatRowIn): AadsasRow =>
  Object.fromEntries(
    BUCKET_NAMES.map((name) => [name, { gpa: flat[`${name}Gpa`], hours: flat[`${name}Hours`] }]),
  ) as unknown as AadsasRow;

/** The list back as GET /api/gpa/aadsas answers it, each bucket as `{ gpa, hours }`. */
export function nestedTable(rows: readonly FlatRowIn[]): AadsasTable {
  const summary = (name: AadsasSummary) => nestedRow(rows.find((row) => row.summary === name)!);
  return {
    rows: rows.filter((row) => row.status).map((row) => ({ status: row.status as AcademicStatus, ...nestedRow(row) })),
    cumulativeUndergraduate: summary('cumulative-undergraduate'),
    graduate: summary('graduate'),
    overall: summary('overall'),
  };
}
