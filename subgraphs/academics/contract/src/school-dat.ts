import type { DatScale } from './dat';

/** The school fields my numbers and my school list read (DentalSchool, through @requires). */
export interface SchoolAverages {
  overallGpaAvg?: number | null;
  scienceGpaAvg?: number | null;
  /** On the 600 scale: an admin's, or a sourced average published on 200-600. */
  datAvg?: number | null;
  /** The published figures, one per name. */
  figures?: readonly { figure: string; value: number; scale: string | null }[];
}

/**
 * The school's mean DAT Academic Average, and its 5th percentile where published, on one scale:
 * its 600-scale average, or its Academic Average published on 1-30. The scales are never mixed
 * and nothing is converted; an average of 0 is the old way of saying "not reported".
 */
export function schoolDatOn(school: SchoolAverages, scale: DatScale): { mean: number; p5?: number } | undefined {
  const published = (name: string) =>
    school.figures?.find((figure) => figure.figure === name && figure.scale === scale)?.value;
  const mean = scale === '200-600' ? school.datAvg || undefined : published('datAA');
  return mean === undefined ? undefined : { mean, p5: published('datAAP5') };
}
