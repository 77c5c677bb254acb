import { DAT_SCALES } from '@predental/academics-contract/dat';
import { FIT_MARGIN, type FitBand, type FitLack } from '@predental/academics-contract/school-fit';
import type { StudentNumbers } from '../my-numbers/my-numbers';
import { schoolDatOn, type SchoolAverages } from '../my-numbers/school-dat';

export interface SchoolFit {
  band: FitBand;
  /** Why the band is NOT_ENOUGH_DATA; empty otherwise. */
  lacks: FitLack[];
}

type Position = 'AT_MEAN' | 'ABOVE_FLOOR' | 'BELOW_FLOOR';

/** At or above the mean; else above the 5th percentile (or the margin below the mean where none is published); else below. */
function position(mine: number, mean: number, p5: number | undefined, margin: number): Position {
  if (mine >= mean) return 'AT_MEAN';
  const floor = p5 ?? mean - margin;
  return mine >= floor - 1e-9 ? 'ABOVE_FLOOR' : 'BELOW_FLOOR';
}

/**
 * Reach, target or likely: a rough guide, never a prediction. Without the student's GPA or DAT,
 * the school's mean of either, or a DAT on the scale the school published, it is NOT_ENOUGH_DATA.
 */
export function schoolFit(student: StudentNumbers, school: SchoolAverages): SchoolFit {
  const gpaMean = school.overallGpaAvg || undefined;
  const gpaP5 = school.figures?.find((figure) => figure.figure === 'gpaOverallP5')?.value;
  const { datAcademicAverage: myDat, datScale: scale } = student;
  const dat = scale ? schoolDatOn(school, scale) : undefined;
  const datElsewhere = DAT_SCALES.some((other) => other !== scale && schoolDatOn(school, other));
  const lacks: FitLack[] = [];
  if (student.overallGpa === null) lacks.push('MY_GPA');
  if (gpaMean === undefined) lacks.push('SCHOOL_GPA');
  if (myDat === null || !scale) lacks.push('MY_DAT');
  if (!dat && !datElsewhere) lacks.push('SCHOOL_DAT');
  if (scale && !dat && datElsewhere) lacks.push('DAT_SCALE');
  if (student.overallGpa === null || gpaMean === undefined || myDat === null || !scale || !dat)
    return { band: 'NOT_ENOUGH_DATA', lacks };

  const positions = [
    position(student.overallGpa, gpaMean, gpaP5, FIT_MARGIN.gpa),
    position(myDat, dat.mean, dat.p5, FIT_MARGIN[scale]),
  ];
  if (positions.includes('BELOW_FLOOR')) return { band: 'REACH', lacks };
  return { band: positions.every((at) => at === 'AT_MEAN') ? 'LIKELY' : 'TARGET', lacks };
}
