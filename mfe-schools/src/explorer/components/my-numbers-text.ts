import { isReported } from '../school-filters';
import type { Standing } from '@predental/academics-contract/my-numbers';
import type { GpaBasis } from '../../gql/graphql';
import type { ExplorerSchool } from '../api/dental-schools';
import { gpa } from './format';

/** The student's numbers beside one school's averages (when the academics area answered). */
export type MyNumbers = NonNullable<ExplorerSchool['myNumbers']>;
type NumberComparison = MyNumbers['overallGpa'];
/** The student's three figures compared with the school's (gpaBasis says which GPA). */
type MeasureField = 'overallGpa' | 'scienceGpa' | 'datAcademicAverage';

/** Which GPA of the student's is compared, as the screens name it. */
export const yourGpa = (basis: GpaBasis) => (basis === 'AADSAS' ? 'Your AADSAS GPA' : 'Your GPA');

/** One line under my numbers and the comparison: which GPA they compare. */
export const gpaBasisSentence = (basis: GpaBasis) =>
  basis === 'AADSAS'
    ? 'GPAs compared: your AADSAS GPA (every graded course has its AADSAS subject and academic status).'
    : 'GPAs compared: your GPA as your coursework page shows it (your AADSAS GPA once every graded course has its AADSAS subject and academic status).';

/** How each of the student's figures is named and worded beside a school's average. */
export interface Measure {
  field: MeasureField;
  label: string;
  /** In a sentence: 'Your science GPA is …'. */
  subject: string;
  /** 'This school has not reported …'. */
  schoolAverage: string;
  /** What the student can do when the figure is theirs to add. */
  addData: string;
  format: (value: number) => string;
  /** A difference's size: '0.12' (GPA), '5' or '4.5' (DAT, rounded to 1 decimal by the server). */
  size: (size: number) => string;
  /** The same in words: '0.12', '5 points'. */
  amount: (size: number) => string;
  /** Who the compare table's difference is of: 'Your AADSAS GPA', 'Your science GPA', 'You'. */
  yours: (basis: GpaBasis) => string;
}

const datSize = (size: number) => String(Number(size.toFixed(1)));

export const MEASURE_OF: Record<MeasureField, Measure> = {
  overallGpa: {
    field: 'overallGpa',
    label: 'Overall GPA',
    subject: 'overall GPA',
    schoolAverage: 'an overall GPA average',
    addData: 'Add courses to compare your GPA',
    format: gpa,
    size: gpa,
    amount: gpa,
    yours: yourGpa,
  },
  scienceGpa: {
    field: 'scienceGpa',
    label: 'Science GPA',
    subject: 'science GPA',
    schoolAverage: 'a science GPA average',
    addData: 'Add science courses to compare your science GPA',
    format: gpa,
    size: gpa,
    amount: gpa,
    yours: (basis) => (basis === 'AADSAS' ? 'Your AADSAS science GPA' : 'Your science GPA'),
  },
  datAcademicAverage: {
    field: 'datAcademicAverage',
    label: 'DAT Academic Average',
    subject: 'DAT Academic Average',
    schoolAverage: 'a DAT average',
    addData: 'Add a DAT score to compare',
    format: String,
    size: datSize,
    amount: (size) => `${datSize(size)} ${datSize(size) === '1' ? 'point' : 'points'}`,
    yours: () => 'You',
  },
};

export const MEASURES = Object.values(MEASURE_OF);

export const STANDING_LABELS: Record<Standing, string> = { ABOVE: 'Above', NEAR: 'Near', BELOW: 'Below' };

/** Both figures exist: the server then sends the difference and the standing. */
const compared = (comparison: NumberComparison) =>
  isReported(comparison.school) &&
  comparison.mine !== null &&
  comparison.difference !== null &&
  comparison.standing !== null;

/** One plain sentence: where the student stands, or what is missing to tell. */
export function comparisonSentence(measure: Measure, comparison: NumberComparison): string {
  if (!isReported(comparison.school)) return `This school has not reported ${measure.schoolAverage}`;
  if (!compared(comparison)) return measure.addData;
  const difference = comparison.difference as number;
  const size = measure.amount(Math.abs(difference));
  const direction = difference > 0 ? 'above' : 'below';
  if (comparison.standing === 'NEAR') {
    return difference === 0
      ? `Your ${measure.subject} is the same as this school's average`
      : `Your ${measure.subject} is near this school's average (${size} ${direction})`;
  }
  return `Your ${measure.subject} is ${size} ${comparison.standing === 'ABOVE' ? 'above' : 'below'} this school's average`;
}

/** The compare table's short form: '+0.12 (Above)', '−12 (Below)'; null when there is nothing to compare. */
export function signedDifference(measure: Measure, comparison: NumberComparison): string | null {
  if (!compared(comparison)) return null;
  const difference = comparison.difference as number;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '';
  return `${sign}${measure.size(Math.abs(difference))} (${STANDING_LABELS[comparison.standing as Standing]})`;
}
