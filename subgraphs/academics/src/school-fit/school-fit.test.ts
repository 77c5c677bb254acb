import type { StudentNumbers } from '@predental/academics-contract/my-numbers';
import type { SchoolAverages as FitSchool } from '@predental/academics-contract/school-dat';
import { schoolFit } from './school-fit';

const student = (
  overallGpa: number | null,
  dat: number | null,
  scale: '1-30' | '200-600' = '1-30',
): StudentNumbers => ({
  gpaBasis: 'SIMPLE',
  overallGpa,
  scienceGpa: null,
  datAcademicAverage: dat,
  datScale: dat === null ? null : scale,
});
// A school publishing its 2024 class on 1-30: mean GPA 3.6 (5th percentile 3.2), mean AA 20 (5th percentile 18).
const withPercentiles: FitSchool = {
  overallGpaAvg: 3.6,
  datAvg: null,
  figures: [
    { figure: 'gpaOverallP5', value: 3.2, scale: null },
    { figure: 'datAA', value: 20, scale: '1-30' },
    { figure: 'datAAP5', value: 18, scale: '1-30' },
  ],
};
const meansOnly: FitSchool = {
  overallGpaAvg: 3.6,
  datAvg: null,
  figures: [{ figure: 'datAA', value: 20, scale: '1-30' }],
};

describe('reach, target or likely', () => {
  const AGAINST = { 'against the 5th percentile': withPercentiles, 'where no percentile is published': meansOnly };
  it.each([
    ['against the 5th percentile', 'both at the mean', student(3.6, 20), 'LIKELY'],
    ['against the 5th percentile', 'both above the mean', student(3.9, 23), 'LIKELY'],
    ['against the 5th percentile', 'GPA below the mean, above the 5th percentile', student(3.3, 21), 'TARGET'],
    ['against the 5th percentile', 'both at the 5th percentile', student(3.2, 18), 'TARGET'],
    ['against the 5th percentile', 'GPA below the 5th percentile', student(3.19, 25), 'REACH'],
    ['against the 5th percentile', 'DAT below the 5th percentile', student(4.0, 17), 'REACH'],
    // By the margin: 0.2 GPA points, 2 DAT points.
    ['where no percentile is published', '0.2 GPA points below the mean', student(3.4, 20), 'TARGET'],
    ['where no percentile is published', 'more than 0.2 GPA points below', student(3.39, 20), 'REACH'],
    ['where no percentile is published', '2 DAT points below the mean', student(3.6, 18), 'TARGET'],
    ['where no percentile is published', '3 DAT points below the mean', student(3.6, 17), 'REACH'],
  ] as const)('%s: %s', (school, _, numbers, band) => {
    expect(schoolFit(numbers, AGAINST[school])).toEqual({ band, basis: 'GPA_AND_DAT', lacks: [], gpaBasis: 'SIMPLE' });
  });

  it('reads a 600-scale average with 30 points of margin, never a 1-30 one against a 600-scale attempt', () => {
    const newScale: FitSchool = { overallGpaAvg: 3.6, datAvg: 450, figures: [] };
    expect(schoolFit(student(3.7, 420, '200-600'), newScale).band).toBe('TARGET');
    expect(schoolFit(student(3.7, 410, '200-600'), newScale).band).toBe('REACH');
    expect(schoolFit(student(3.7, 460, '200-600'), newScale).band).toBe('LIKELY');
  });
  it('reads a school publishing on both scales on the scale of the latest attempt, as my numbers do', () => {
    const both: FitSchool = { ...meansOnly, datAvg: 450 };
    expect(schoolFit(student(3.7, 19), both).band).toBe('TARGET');
    expect(schoolFit(student(3.7, 460, '200-600'), both).band).toBe('LIKELY');
  });

  it('says not enough data, and what is missing, only when neither number can be compared', () => {
    expect(schoolFit(student(null, null), { overallGpaAvg: null, datAvg: null, figures: [] })).toEqual({
      band: 'NOT_ENOUGH_DATA',
      basis: null,
      lacks: ['MY_GPA', 'SCHOOL_GPA', 'MY_DAT', 'SCHOOL_DAT'],
      gpaBasis: 'SIMPLE',
    });
    // A 200-600 DAT against a school publishing only on 1-30, and no school GPA.
    expect(
      schoolFit(student(3.8, 480, '200-600'), { overallGpaAvg: 0, datAvg: null, figures: meansOnly.figures }),
    ).toEqual({
      band: 'NOT_ENOUGH_DATA',
      basis: null,
      lacks: ['SCHOOL_GPA', 'DAT_SCALE'],
      gpaBasis: 'SIMPLE',
    });
    // No GPA of the student's, and the school's DAT on another scale.
    expect(schoolFit(student(null, 480, '200-600'), meansOnly)).toMatchObject({
      band: 'NOT_ENOUGH_DATA',
      lacks: ['MY_GPA', 'DAT_SCALE'],
    });
  });
});

describe('the school list on mixed scales', () => {
  it('reads the band on the GPA alone when the latest DAT is on 200-600 and the school published on 1-30', () => {
    expect(schoolFit(student(3.7, 480, '200-600'), meansOnly)).toEqual({
      band: 'LIKELY',
      basis: 'GPA_ONLY',
      lacks: ['DAT_SCALE'],
      gpaBasis: 'SIMPLE',
    });
    expect(schoolFit(student(3.5, 480, '200-600'), withPercentiles)).toMatchObject({
      band: 'TARGET',
      basis: 'GPA_ONLY',
    });
    expect(schoolFit(student(3.1, 600, '200-600'), withPercentiles)).toMatchObject({
      band: 'REACH',
      basis: 'GPA_ONLY',
    });
  });

  it('reads the band on the GPA alone when the school publishes no DAT, or the student has none', () => {
    const noDat: FitSchool = { overallGpaAvg: 3.6, datAvg: null, figures: [] };
    expect(schoolFit(student(3.3, 480, '200-600'), noDat)).toEqual({
      band: 'REACH',
      basis: 'GPA_ONLY',
      lacks: ['SCHOOL_DAT'],
      gpaBasis: 'SIMPLE',
    });
    expect(schoolFit(student(3.6, null), meansOnly)).toMatchObject({
      band: 'LIKELY',
      basis: 'GPA_ONLY',
      lacks: ['MY_DAT'],
    });
  });

  it('reads the band on the DAT alone when the school publishes no GPA, or the student has none', () => {
    const noGpa: FitSchool = { overallGpaAvg: null, datAvg: 450, figures: [] };
    expect(schoolFit(student(3.9, 430, '200-600'), noGpa)).toEqual({
      band: 'TARGET',
      basis: 'DAT_ONLY',
      lacks: ['SCHOOL_GPA'],
      gpaBasis: 'SIMPLE',
    });
    expect(schoolFit(student(null, 21), meansOnly)).toMatchObject({
      band: 'LIKELY',
      basis: 'DAT_ONLY',
      lacks: ['MY_GPA'],
    });
  });

  it('says which GPA it compared', () => {
    expect(schoolFit({ ...student(3.7, 20), gpaBasis: 'AADSAS' }, meansOnly).gpaBasis).toBe('AADSAS');
  });
});
