import type { DatScale } from '@predental/contracts/dat';
import { gpaSummary, type GradedCourse } from '../gpa/gpa';

/** How the student's number stands against a school's average (DentalSchool.myNumbers). */
export type Standing = 'ABOVE' | 'NEAR' | 'BELOW';

export interface NumberComparison {
  /** The student's figure; null without courses (GPA) or DAT scores. */
  mine: number | null;
  /** The school's average; null when not reported. */
  school: number | null;
  /** mine - school; null unless both exist. */
  difference: number | null;
  standing: Standing | null;
  /** DAT only: the scale both numbers are on (the student's latest attempt's); null for a GPA or without a DAT. */
  scale?: DatScale | null;
}

export interface MyNumbers {
  overallGpa: NumberComparison;
  scienceGpa: NumberComparison;
  datAcademicAverage: NumberComparison;
}

/** Closer than this to a school's average counts as near it rather than above or below: a DAT within one step of its scale. */
export const NEAR_GPA = 0.05;
export const NEAR_DAT: Record<DatScale, number> = { '200-600': 10, '1-30': 1 };

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A school average of 0 is the old way of saying "not reported". */
const reported = (average: number | null | undefined) => (average ? average : null);

export function compare(mine: number | null, school: number | null, near: number, decimals: number): NumberComparison {
  if (mine === null || school === null) return { mine, school, difference: null, standing: null };
  const difference = round(mine - school, decimals);
  const standing: Standing = Math.abs(difference) <= near ? 'NEAR' : difference > 0 ? 'ABOVE' : 'BELOW';
  return { mine, school, difference, standing };
}

export interface StudentNumbers {
  overallGpa: number | null;
  scienceGpa: number | null;
  datAcademicAverage: number | null;
  /** The scale of the latest attempt, whose Academic Average that is. */
  datScale: DatScale | null;
}

/** The student's own figures, rounded as the screens show them; null where there is nothing to average. */
export function studentNumbers(courses: readonly GradedCourse[], latestDat: { academicAverage: number; scale: DatScale } | undefined): StudentNumbers {
  const science = courses.filter((course) => course.isScience);
  const summary = gpaSummary(courses);
  return {
    overallGpa: summary.totalCredits > 0 ? round(summary.overall, 2) : null,
    scienceGpa: science.some((course) => course.credits > 0) ? round(summary.science, 2) : null,
    datAcademicAverage: latestDat?.academicAverage ?? null,
    datScale: latestDat?.scale ?? null,
  };
}

export interface SchoolAverages {
  overallGpaAvg?: number | null;
  scienceGpaAvg?: number | null;
  /** On the 600 scale. */
  datAvg?: number | null;
  /** The published figures: a DAT average published on 1-30 is compared with a 1-30 attempt. */
  figures?: readonly { figure: string; value: number; scale: string | null }[];
}

/**
 * The school's DAT average on the scale of the student's latest attempt: its 600-scale average for
 * a 200-600 attempt, its Academic Average published on 1-30 for a 1-30 one; the scales are never
 * mixed. Without an attempt, the 600-scale average.
 */
function datOnScale(school: SchoolAverages, scale: DatScale | null): number | null {
  if (scale !== '1-30') return reported(school.datAvg);
  const published = school.figures?.find((figure) => figure.figure === 'datAA');
  return published?.scale === '1-30' ? published.value : null;
}

export function myNumbers(student: StudentNumbers, school: SchoolAverages): MyNumbers {
  const scale = student.datScale;
  return {
    overallGpa: compare(student.overallGpa, reported(school.overallGpaAvg), NEAR_GPA, 2),
    scienceGpa: compare(student.scienceGpa, reported(school.scienceGpaAvg), NEAR_GPA, 2),
    datAcademicAverage: { ...compare(student.datAcademicAverage, datOnScale(school, scale), NEAR_DAT[scale ?? '200-600'], 1), scale },
  };
}
