import type { ExplorerSchool } from './api/dental-schools';
import { isReported } from './school-filters';

/** A published figure with its year and source, as the explorer receives it. */
export type ShownFigure = ExplorerSchool['figures'][number];
type SchoolFigures = Pick<ExplorerSchool, 'figures' | 'figureSources'>;

const figureOf = (school: SchoolFigures, name: string): ShownFigure | undefined =>
  school.figures.find((figure) => figure.figure === name);

/** The sourced figure a SPEC field's value came from; undefined when an admin entered it. */
function sourceOf(school: SchoolFigures, field: string): ShownFigure | undefined {
  const link = school.figureSources.find((source) => source.field === field);
  return link && figureOf(school, link.figure);
}

/** One line of a school's facts: the text shown, and where it came from when it is a figure. */
export interface Fact {
  label: string;
  text: string;
  /** null: a figure an admin entered; undefined: not a figure (or not reported). */
  source?: ShownFigure | null;
}

/** A SPEC figure field's fact: N/A unless reported. */
export const figureFact = (
  school: SchoolFigures,
  label: string,
  field: string,
  value: number | null,
  format: (value: number) => string,
): Fact =>
  isReported(value) ? { label, text: format(value), source: sourceOf(school, field) ?? null } : { label, text: 'N/A' };

/** SPEC's tuition, else the non-resident tuition it falls back to. */
export const tuitionFact = (school: ExplorerSchool, label: string, format: (value: number) => string): Fact =>
  isReported(school.tuition)
    ? figureFact(school, label, 'tuition', school.tuition, format)
    : figureFact(school, label, 'tuitionNonResident', school.tuitionNonResident, format);

/**
 * SPEC's DAT average is on the 600 scale. A school that published its mean DAT Academic Average
 * on the 1-30 scale shows that, labelled with its scale and never compared with a 600-scale score.
 */
export function datFact(school: ExplorerSchool, label: string): Fact {
  if (isReported(school.datAvg)) return figureFact(school, label, 'datAvg', school.datAvg, String);
  const academicAverage = figureOf(school, 'datAA');
  return academicAverage
    ? { label, text: `${academicAverage.value} on the ${academicAverage.scale} scale`, source: academicAverage }
    : { label, text: 'N/A' };
}

/**
 * An acceptance rate only where a source gives offers (or an admin entered one); otherwise the
 * share of applicants who enrolled, named as what it is.
 */
export function admissionFact(school: ExplorerSchool): Fact {
  if (isReported(school.acceptanceRate))
    return figureFact(school, 'Acceptance Rate', 'acceptanceRate', school.acceptanceRate, (rate: number) => `${rate}%`);
  const applicants = figureOf(school, 'applicants');
  const enrollees = figureOf(school, 'enrollees');
  if (applicants && enrollees && applicants.year === enrollees.year && applicants.value > 0)
    return {
      label: 'Enrolled per Applicant',
      text: `${((enrollees.value / applicants.value) * 100).toFixed(1)}%`,
      source: enrollees,
    };
  return { label: 'Acceptance Rate', text: 'N/A' };
}

/** A DAT average the school published on another scale than the student's latest attempt: shown, never compared. */
export interface OtherScaleDat {
  value: number;
  scale: string;
}

/**
 * The school's DAT average on the other scale: its 600-scale average when the student's latest
 * attempt is on 1-30, else its Academic Average published on 1-30.
 */
export function otherScaleDat(
  school: SchoolFigures & Pick<ExplorerSchool, 'datAvg' | 'myNumbers'>,
): OtherScaleDat | undefined {
  if (school.myNumbers?.datAcademicAverage.scale === '1-30')
    return isReported(school.datAvg) ? { value: school.datAvg, scale: '200-600' } : undefined;
  const academicAverage = figureOf(school, 'datAA');
  return academicAverage?.scale && academicAverage.scale !== '200-600'
    ? { value: academicAverage.value, scale: academicAverage.scale }
    : undefined;
}
