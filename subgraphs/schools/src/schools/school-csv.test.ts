import { dentalSchoolInputSchema } from '@predental/schools-contract/dental-school';
import { validSchool } from '@predental/schools-contract/test-support/examples';
import { schoolFromCsvRow } from './school-csv';

describe('CSV row conversion (SPEC §5)', () => {
  const row = {
    name: ' Tufts University School of Dental Medicine ',
    state: 'Massachusetts',
    city: 'Boston',
    tuition: '95000',
    tuitionNonResident: '',
    inStateTuition: '',
    programLength: '4',
    scienceGpaAvg: '3.4',
    overallGpaAvg: '3.5',
    datAvg: '520',
    acceptanceRate: '',
    isPublic: 'false',
    hasAcceleratedProgram: '1',
    websiteUrl: '',
    notes: 'Large class, strong clinics',
  };

  it('turns numeric columns into numbers and empty ones into null', () => {
    const school = schoolFromCsvRow(row)!;
    expect(school).toMatchObject({
      tuition: 95_000,
      programLength: 4,
      scienceGpaAvg: 3.4,
      overallGpaAvg: 3.5,
      datAvg: 520,
    });
    expect(school).toMatchObject({ tuitionNonResident: null, inStateTuition: null, acceptanceRate: null });
  });

  it("makes booleans true only for 'true' or '1'", () => {
    for (const [cell, expected] of [
      ['true', true],
      ['1', true],
      ['TRUE', true],
      [' 1 ', true],
      ['false', false],
      ['0', false],
      ['yes', false],
      ['', false],
    ] as const) {
      expect(schoolFromCsvRow({ ...row, isPublic: cell })!.isPublic).toBe(expected);
    }
    expect(schoolFromCsvRow({ name: 'Only a name' })).toMatchObject({ isPublic: false, hasAcceleratedProgram: false });
  });

  it('trims text and turns empty text into null', () => {
    const school = schoolFromCsvRow(row)!;
    expect(school).toMatchObject({
      name: 'Tufts University School of Dental Medicine',
      websiteUrl: null,
      notes: 'Large class, strong clinics',
    });
    expect(schoolFromCsvRow({ ...row, city: '  ' })!.city).toBeNull();
  });

  it('skips rows without a name', () => {
    expect(schoolFromCsvRow({ ...row, name: '' })).toBeNull();
    expect(schoolFromCsvRow({ ...row, name: '   ' })).toBeNull();
    expect(schoolFromCsvRow({ city: 'Boston' })).toBeNull();
  });

  it('reads "$45,000" as 45000 and leaves other text for validation to refuse', () => {
    expect(schoolFromCsvRow({ ...row, tuition: '$45,000' })!.tuition).toBe(45_000);
    const bad = dentalSchoolInputSchema.safeParse(schoolFromCsvRow({ ...row, tuition: 'a lot' }));
    expect(bad.success ? undefined : bad.error.issues[0]!.message).toBe('Tuition is required');
  });

  it('gives a school that passes validation', () => {
    // The row is validSchool's figures written as cells, with other text, flags and blanks.
    expect(dentalSchoolInputSchema.parse(schoolFromCsvRow(row))).toEqual({
      ...validSchool,
      name: 'Tufts University School of Dental Medicine',
      acceptanceRate: null,
      hasAcceleratedProgram: true,
      websiteUrl: null,
      notes: 'Large class, strong clinics',
    });
  });
});
