import { CREDIT_TYPE_LABELS, type CreditType } from './aadsas';
import { GRADES, type Grade } from './course-rules';

/**
 * The marks a transcript shows instead of a letter, one per AADSAS credit type but graded. The
 * wire's `grade` stays one of SPEC's letters; `creditType` says the course has a mark instead.
 */
export type MarkedCreditType = Exclude<CreditType, 'graded'>;
export const GRADE_MARKS: Record<MarkedCreditType, string> = {
  pass: 'P',
  ap: 'AP',
  ib: 'IB',
  clep: 'CLEP',
  withdrawn: 'W',
  'withdrawn-failing': 'WF',
  'in-progress': 'IP',
  planned: 'Planned',
};
export const MARKED_CREDIT_TYPES = Object.keys(GRADE_MARKS) as MarkedCreditType[];

/** Courses not taken yet keep an expected letter (the AADSAS projected table counts it). */
export const EXPECTED_GRADE_TYPES: readonly CreditType[] = ['in-progress', 'planned'];
/** The letter stored with a mark that has none: SPEC's default for P, AP, IB, CLEP and W; F for WF, as it counts. */
export const letterStoredWith = (creditType: MarkedCreditType): Grade =>
  creditType === 'withdrawn-failing' ? 'F' : 'A';

const isMarked = (creditType: string | null | undefined): creditType is MarkedCreditType =>
  Boolean(creditType && Object.hasOwn(GRADE_MARKS, creditType));

/** What a transcript shows for the course: its mark, or its letter. */
export const gradeMark = (course: { grade: string; creditType?: string | null }): string =>
  isMarked(course.creditType) ? GRADE_MARKS[course.creditType] : course.grade;

/** A readable name for the mark (its badge's accessible name), or null for a letter. */
export function gradeMarkName(creditType: string | null | undefined): string | null {
  if (!isMarked(creditType)) return null;
  const counts =
    creditType === 'withdrawn-failing'
      ? 'counts as F'
      : EXPECTED_GRADE_TYPES.includes(creditType)
        ? 'not in the GPA yet'
        : 'not in the GPA';
  return `${CREDIT_TYPE_LABELS[creditType]}: ${counts}`;
}

/**
 * The letter a course counts with in SPEC's overall, science and term GPAs, or null when it is
 * left out: pass, AP, IB, CLEP, W, in progress and planned are, as AADSAS leaves them out; WF
 * counts as F whatever letter is stored. No credit type, or graded, is SPEC's course.
 */
export function countedGrade(course: { grade: string; creditType?: string | null }): string | null {
  if (!isMarked(course.creditType)) return course.grade;
  return course.creditType === 'withdrawn-failing' ? 'F' : null;
}

/**
 * Whether the course's credits are in "Total Credits": credits earned or being graded, so
 * graded courses (SPEC's sum) and pass, AP, IB and CLEP credit; not W, WF, in progress or planned.
 */
export const earnsCredits = (creditType: string | null | undefined): boolean =>
  !['withdrawn', 'withdrawn-failing', 'in-progress', 'planned'].includes(creditType ?? 'graded');

/** Spellings a transcript uses for each mark, compared without case, spaces or punctuation. */
const MARK_SPELLINGS: Record<MarkedCreditType, string[]> = {
  pass: ['p', 'pass', 'passed', 's', 'satisfactory', 'cr', 'credit'],
  ap: ['ap', 'apcredit', 'advancedplacement'],
  ib: ['ib', 'ibcredit', 'internationalbaccalaureate'],
  clep: ['clep', 'clepcredit'],
  withdrawn: ['w', 'withdrawn', 'withdrew', 'withdrawal'],
  'withdrawn-failing': ['wf', 'withdrawnfailing', 'withdrawfail', 'withdrawalfailing'],
  'in-progress': ['ip', 'inprogress'],
  planned: ['planned', 'plan'],
};
const compact = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** A grade cell read as a letter or a mark; null when it is neither. */
export function readGrade(text: string): { grade: Grade } | { creditType: MarkedCreditType } | null {
  const trimmed = text.trim().toUpperCase();
  const letter = GRADES.find((grade) => grade === trimmed);
  if (letter) return { grade: letter };
  const spelled = compact(text);
  const creditType = MARKED_CREDIT_TYPES.find((type) => MARK_SPELLINGS[type].includes(spelled));
  return creditType ? { creditType } : null;
}
