import {
  ACADEMIC_STATUSES,
  SEMESTER_HOURS_PER_QUARTER_HOUR,
  type AadsasBucket,
  type AadsasRow,
  type AadsasTable,
  type AcademicStatus,
  flatTable,
} from '@predental/academics-contract/aadsas';
import { AADSAS_SUBJECTS, type AadsasSubject } from '@predental/contracts/aadsas-subjects';
import type { Course, Grade } from '@predental/academics-contract/course';
import { GRADE_POINTS } from './gpa';

/**
 * AADSAS's numeric grade values. Liaison's AADSAS page gives the whole letters (A 4, B 3, C 2,
 * D 1, F 0) and WF as F; the plus and minus values are those of Liaison's published conversion
 * table, where A+ is 4.0 like A (PharmCAS, "Verification Process and GPAs", read 2026:
 * http://www.pharmcas.org/preparing-to-apply/application-process/verification-process-and-gpas/).
 * They are SPEC §9's grade points (aadsas.test.ts checks each). A+ = 4.33 appears only
 * in ADEA's documents from before Liaison ran AADSAS (the 2013 instruction booklet).
 */
export const AADSAS_GRADE_VALUES: Record<Grade, number> = GRADE_POINTS;

/** Why this table differs from SPEC's simple GPA, each with how many courses it touches. */
type AadsasAdjustment =
  'missing-details' | 'not-graded' | 'withdrawn' | 'withdrawn-failing' | 'quarter-hours' | 'not-taken-yet';

export interface AadsasGpa extends AadsasTable {
  /** The same table with planned and in-progress courses at their expected grades. */
  projected: AadsasTable;
  adjustments: { rule: AadsasAdjustment; courses: number }[];
}

type Totals = { points: number; hours: number };
type RowTotals = Record<keyof AadsasRow, Totals>;

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const emptyRow = (): RowTotals => ({
  bcp: { points: 0, hours: 0 },
  science: { points: 0, hours: 0 },
  nonScience: { points: 0, hours: 0 },
  total: { points: 0, hours: 0 },
});
const bucket = ({ points, hours }: Totals): AadsasBucket => ({
  gpa: hours > 0 ? round2(points / hours) : null,
  hours: round2(hours),
});
const toRow = (totals: RowTotals): AadsasRow => ({
  bcp: bucket(totals.bcp),
  science: bucket(totals.science),
  nonScience: bucket(totals.nonScience),
  total: bucket(totals.total),
});

function add(row: RowTotals, subject: AadsasSubject, points: number, hours: number) {
  const category = AADSAS_SUBJECTS[subject];
  const buckets: (keyof AadsasRow)[] =
    category === 'bcp'
      ? ['bcp', 'science', 'total']
      : category === 'science'
        ? ['science', 'total']
        : ['nonScience', 'total'];
  for (const name of buckets) {
    row[name].points += points;
    row[name].hours += hours;
  }
}

/**
 * The grade value a course counts with, or undefined when AADSAS leaves it out: non-graded credit
 * (pass, AP, IB, CLEP) and withdrawals; WF counts as F; courses not yet taken count only in the
 * projected table, at their expected grade.
 */
function countedValue(course: Course, projected: boolean): number | undefined {
  switch (course.creditType ?? 'graded') {
    case 'graded':
      return AADSAS_GRADE_VALUES[course.grade];
    case 'withdrawn-failing':
      return 0;
    case 'in-progress':
    case 'planned':
      return projected ? AADSAS_GRADE_VALUES[course.grade] : undefined;
    default:
      return undefined;
  }
}

function table(courses: readonly Course[], projected: boolean): AadsasTable {
  const byStatus = new Map<AcademicStatus, RowTotals>();
  const undergraduate = emptyRow();
  const graduate = emptyRow();
  const overall = emptyRow();
  for (const course of courses) {
    if (!course.subject || !course.academicStatus) continue;
    // A status whose courses are all left out still has its row, with no hours.
    const status = byStatus.get(course.academicStatus) ?? emptyRow();
    byStatus.set(course.academicStatus, status);
    const value = countedValue(course, projected);
    if (value === undefined) continue;
    // Quality points are the grade value times the attempted hours, in semester hours.
    const hours = course.credits * (course.termType === 'quarter' ? SEMESTER_HOURS_PER_QUARTER_HOUR : 1);
    for (const row of [status, course.academicStatus === 'graduate' ? graduate : undergraduate, overall])
      add(row, course.subject, value * hours, hours);
  }
  return {
    rows: ACADEMIC_STATUSES.filter((status) => byStatus.has(status)).map((status) => ({
      status,
      ...toRow(byStatus.get(status)!),
    })),
    cumulativeUndergraduate: toRow(undergraduate),
    graduate: toRow(graduate),
    overall: toRow(overall),
  };
}

function adjustments(courses: readonly Course[]): AadsasGpa['adjustments'] {
  const counts = new Map<AadsasAdjustment, number>();
  const note = (rule: AadsasAdjustment) => counts.set(rule, (counts.get(rule) ?? 0) + 1);
  for (const course of courses) {
    if (!course.subject || !course.academicStatus) {
      note('missing-details');
      continue;
    }
    const creditType = course.creditType ?? 'graded';
    if (['pass', 'ap', 'ib', 'clep'].includes(creditType)) note('not-graded');
    else if (creditType === 'withdrawn') note('withdrawn');
    else if (creditType === 'withdrawn-failing') note('withdrawn-failing');
    else if (creditType === 'in-progress' || creditType === 'planned') note('not-taken-yet');
    if (course.termType === 'quarter') note('quarter-hours');
  }
  return [...counts].map(([rule, n]) => ({ rule, courses: n }));
}

/** The GPA table ADEA AADSAS computes from a verified transcript, from the student's courses. */
export function aadsasGpa(courses: readonly Course[]): AadsasGpa {
  return { ...table(courses, false), projected: table(courses, true), adjustments: adjustments(courses) };
}

/** The tables as flat lists, as the GraphQL schema has them. */
export function aadsasForGraphql(courses: readonly Course[]) {
  const { projected, adjustments, ...verified } = aadsasGpa(courses);
  return { table: flatTable(verified), projectedTable: flatTable(projected), adjustments };
}
