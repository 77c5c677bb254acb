/**
 * My school list (issue 22): each favorite school sorted into reach, target or likely from the
 * student's GPA and latest DAT against the school's mean and, where published, its 5th
 * percentile. The explorer writes this rule out in one sentence, so it lives in one place.
 */
export type FitBand = 'LIKELY' | 'TARGET' | 'REACH' | 'NOT_ENOUGH_DATA';

/** Which of the two numbers the band was read from; null when the band is NOT_ENOUGH_DATA. */
export type FitBasis = 'GPA_AND_DAT' | 'GPA_ONLY' | 'DAT_ONLY';

/**
 * Which GPA of the student's is compared (issue 33): AADSAS's once every course that counts
 * toward a GPA carries its AADSAS subject and academic status, SPEC's simple GPA otherwise.
 */
export type GpaBasis = 'AADSAS' | 'SIMPLE';

/** Where no 5th percentile is published: this far below the mean is still a target, further is a reach. */
export const FIT_MARGIN = { gpa: 0.2, '1-30': 2, '200-600': 30 } as const;

/**
 * What a band leaves out: the student's numbers, the school's, or a DAT on another scale. With a
 * band, why it was read on one number alone; with NOT_ENOUGH_DATA, why on neither.
 */
export type FitLack = 'MY_GPA' | 'MY_DAT' | 'SCHOOL_GPA' | 'SCHOOL_DAT' | 'DAT_SCALE';

export const FIT_RULE =
  `Likely when your overall GPA and latest DAT Academic Average both reach the school's mean; reach when either is below its 5th percentile ` +
  `(where none is published: more than ${FIT_MARGIN.gpa} GPA points, ${FIT_MARGIN['1-30']} DAT points on 1-30 or ${FIT_MARGIN['200-600']} on 200-600 below its mean); ` +
  `target otherwise. Where only one of the two can be compared (a DAT on another scale than the school's, or a number not published), ` +
  `the band is read on that one alone and the school says so.`;
