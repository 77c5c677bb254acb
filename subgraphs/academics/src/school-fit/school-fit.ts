import type { DatScale } from '@predental/contracts/dat';
import { FIT_MARGIN, type FitBand, type FitLack } from '@predental/contracts/school-fit';

/** The school's published figures that the fit reads (DentalSchool.figures, one per name). */
export interface FitFigure {
  figure: string;
  value: number;
  scale: string | null;
}

export interface FitSchool {
  overallGpaAvg?: number | null;
  /** On the 600 scale: an admin's, or a sourced average published on 200-600. */
  datAvg?: number | null;
  figures?: readonly FitFigure[];
}

export interface FitStudent {
  overallGpa: number | null;
  /** The latest attempt, on the scale it was scored on. */
  latestDat: { academicAverage: number; scale: DatScale } | null;
}

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

/** A school average of 0 is the old way of saying "not reported". */
const reported = (value: number | null | undefined) => (value ? value : undefined);

/** The school's DAT mean and 5th percentile on one scale: the 600-scale average first, else the published AA. */
function schoolDat(school: FitSchool, byName: Map<string, FitFigure>) {
  const published = byName.get('datAA');
  const datAvg = reported(school.datAvg);
  const mean = datAvg !== undefined ? { value: datAvg, scale: '200-600' } : published && { value: published.value, scale: published.scale };
  if (!mean) return undefined;
  const p5 = byName.get('datAAP5');
  return { ...mean, p5: p5?.scale === mean.scale ? p5.value : undefined };
}

/**
 * Reach, target or likely: a rough guide, never a prediction. Without the student's GPA or DAT,
 * the school's mean of either, or a DAT on the scale the school published, it is NOT_ENOUGH_DATA.
 */
export function schoolFit(student: FitStudent, school: FitSchool): SchoolFit {
  const byName = new Map((school.figures ?? []).map((figure) => [figure.figure, figure]));
  const gpaMean = reported(school.overallGpaAvg);
  const dat = schoolDat(school, byName);
  const lacks: FitLack[] = [];
  if (student.overallGpa === null) lacks.push('MY_GPA');
  if (gpaMean === undefined) lacks.push('SCHOOL_GPA');
  if (!student.latestDat) lacks.push('MY_DAT');
  if (!dat) lacks.push('SCHOOL_DAT');
  if (student.latestDat && dat && student.latestDat.scale !== dat.scale) lacks.push('DAT_SCALE');
  if (lacks.length > 0 || student.overallGpa === null || gpaMean === undefined || !student.latestDat || !dat) return { band: 'NOT_ENOUGH_DATA', lacks };

  const positions = [
    position(student.overallGpa, gpaMean, byName.get('gpaOverallP5')?.value, FIT_MARGIN.gpa),
    position(student.latestDat.academicAverage, dat.value, dat.p5, FIT_MARGIN[student.latestDat.scale]),
  ];
  if (positions.includes('BELOW_FLOOR')) return { band: 'REACH', lacks };
  return { band: positions.every((at) => at === 'AT_MEAN') ? 'LIKELY' : 'TARGET', lacks };
}
