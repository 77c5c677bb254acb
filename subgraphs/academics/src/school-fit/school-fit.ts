import { DAT_SCALES } from '@predental/academics-contract/dat';
import {
  FIT_MARGIN,
  type FitBand,
  type FitBasis,
  type FitLack,
  type GpaBasis,
} from '@predental/academics-contract/school-fit';
import type { StudentNumbers } from '@predental/academics-contract/my-numbers';
import { schoolDatOn, type SchoolAverages } from '@predental/academics-contract/school-dat';

export interface SchoolFit {
  band: FitBand;
  /** The numbers the band was read from; null when NOT_ENOUGH_DATA. */
  basis: FitBasis | null;
  /** What the band leaves out: why it rests on one number alone, or why it is NOT_ENOUGH_DATA; empty with both. */
  lacks: FitLack[];
  /** Which GPA of the student's was compared. */
  gpaBasis: GpaBasis;
}

type Position = 'AT_MEAN' | 'ABOVE_FLOOR' | 'BELOW_FLOOR';

/** At or above the mean; else above the 5th percentile (or the margin below the mean where none is published); else below. */
function position(mine: number, mean: number, p5: number | undefined, margin: number): Position {
  if (mine >= mean) return 'AT_MEAN';
  const floor = p5 ?? mean - margin;
  return mine >= floor - 1e-9 ? 'ABOVE_FLOOR' : 'BELOW_FLOOR';
}

/**
 * Reach, target or likely: a rough guide, never a prediction. Read on the GPA and the DAT where
 * both can be compared, on one alone where only it can (the other missing, or the DAT on another
 * scale than the school published), and NOT_ENOUGH_DATA where neither can.
 */
export function schoolFit(student: StudentNumbers, school: SchoolAverages): SchoolFit {
  const gpaMean = school.overallGpaAvg || undefined;
  const gpaP5 = school.figures?.find((figure) => figure.figure === 'gpaOverallP5')?.value;
  const { overallGpa: myGpa, datAcademicAverage: myDat, datScale: scale, gpaBasis } = student;
  const dat = scale ? schoolDatOn(school, scale) : undefined;
  const datElsewhere = DAT_SCALES.some((other) => other !== scale && schoolDatOn(school, other));
  const lacks: FitLack[] = [];
  if (myGpa === null) lacks.push('MY_GPA');
  if (gpaMean === undefined) lacks.push('SCHOOL_GPA');
  if (myDat === null || !scale) lacks.push('MY_DAT');
  if (!dat && !datElsewhere) lacks.push('SCHOOL_DAT');
  if (scale && !dat && datElsewhere) lacks.push('DAT_SCALE');

  const byGpa = myGpa !== null && gpaMean !== undefined;
  const byDat = myDat !== null && scale !== null && dat !== undefined;
  if (!byGpa && !byDat) return { band: 'NOT_ENOUGH_DATA', basis: null, lacks, gpaBasis };

  const positions: Position[] = [
    ...(byGpa ? [position(myGpa, gpaMean, gpaP5, FIT_MARGIN.gpa)] : []),
    ...(byDat ? [position(myDat, dat.mean, dat.p5, FIT_MARGIN[scale])] : []),
  ];
  const basis: FitBasis = byGpa && byDat ? 'GPA_AND_DAT' : byGpa ? 'GPA_ONLY' : 'DAT_ONLY';
  const band: FitBand = positions.includes('BELOW_FLOOR')
    ? 'REACH'
    : positions.every((at) => at === 'AT_MEAN')
      ? 'LIKELY'
      : 'TARGET';
  return { band, basis, lacks, gpaBasis };
}
