import type { DatScale } from './dat';
import type { GpaBasis } from './school-fit';
import { schoolDatOn, type SchoolAverages } from './school-dat';

/**
 * My numbers (SPEC §4): the student's overall GPA, science GPA and latest DAT Academic Average
 * beside a school's averages. One rule for academics' DentalSchool.myNumbers and the explorer,
 * which reads the student's figures once (Query.myFigures) and compares them with every school
 * of the directory itself (issue 39).
 */

/** How the student's number stands against a school's average. */
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
  scale: DatScale | null;
}

export interface MyNumbers {
  /** Which GPA of the student's the GPA rows compare. */
  gpaBasis: GpaBasis;
  overallGpa: NumberComparison;
  scienceGpa: NumberComparison;
  datAcademicAverage: NumberComparison;
}

export interface StudentNumbers {
  /** AADSAS's overall and science GPA, or SPEC's simple ones. */
  gpaBasis: GpaBasis;
  overallGpa: number | null;
  scienceGpa: number | null;
  datAcademicAverage: number | null;
  /** The scale of the latest attempt, whose Academic Average that is. */
  datScale: DatScale | null;
}

/** Closer than this to a school's average counts as near it rather than above or below: a DAT within one step of its scale. */
const NEAR_GPA = 0.05;
const NEAR_DAT: Record<DatScale, number> = { '200-600': 10, '1-30': 1 };

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A school average of 0 is the old way of saying "not reported". */
const reported = (average: number | null | undefined) => (average ? average : null);

export function compare(mine: number | null, school: number | null, near: number, decimals: number): NumberComparison {
  if (mine === null || school === null) return { mine, school, difference: null, standing: null, scale: null };
  const difference = round(mine - school, decimals);
  const standing: Standing = Math.abs(difference) <= near ? 'NEAR' : difference > 0 ? 'ABOVE' : 'BELOW';
  return { mine, school, difference, standing, scale: null };
}

export function myNumbers(student: StudentNumbers, school: SchoolAverages): MyNumbers {
  const scale = student.datScale;
  return {
    gpaBasis: student.gpaBasis,
    overallGpa: compare(student.overallGpa, reported(school.overallGpaAvg), NEAR_GPA, 2),
    scienceGpa: compare(student.scienceGpa, reported(school.scienceGpaAvg), NEAR_GPA, 2),
    // The school's average on the scale of the student's latest attempt (without one, the 600-scale average).
    datAcademicAverage: {
      ...compare(
        student.datAcademicAverage,
        schoolDatOn(school, scale ?? '200-600')?.mean ?? null,
        NEAR_DAT[scale ?? '200-600'],
        1,
      ),
      scale,
    },
  };
}
