import { letterRequirementRowSchema } from '../src/letter-requirements';

const ROW = {
  key: 'a',
  dentist: 1,
  total: 2,
  sourceKind: 'school',
  sourceUrl: 'https://example.org/letters',
} as const;
const problem = (row: object) => letterRequirementRowSchema.safeParse(row).error?.issues[0]?.message;

describe("a school's letter requirement row", () => {
  it('takes counts by role with its source, the year left empty where the page states none', () => {
    expect(letterRequirementRowSchema.parse({ ...ROW, year: null })).toEqual({
      ...ROW,
      year: null,
      scienceFaculty: 0,
      faculty: 0,
      committeeInstead: false,
      note: null,
    });
  });

  it('is refused without its source, or with a count AADSAS could not hold', () => {
    expect(problem({ ...ROW, sourceUrl: undefined })).toBe('Source URL is required');
    expect(problem({ ...ROW, sourceKind: 'forum' })).toBe('Source kind must be school, adea or secondary');
    expect(problem({ ...ROW, year: '2025-27' })).toBe(
      'Year must be an entering class (2024) or an academic year (2025-26)',
    );
    expect(problem({ ...ROW, dentist: 5 })).toBe('Dentist letters must be between 0 and 4');
    expect(problem({ ...ROW, total: 1.5 })).toBe('Total letters must be a whole number');
    expect(problem({ ...ROW, committeeInstead: 'yes' })).toBe('Committee instead must be true or false');
  });
});
