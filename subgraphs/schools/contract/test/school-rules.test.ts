import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { csvImportSchema } from '../src/dental-school-csv';
import { dentalSchoolImportSchema, dentalSchoolInputSchema, dentalSchoolUpdateSchema } from '../src/dental-school';
import { validSchool } from '../test-support/examples';

/** The message the REST bridge (400) and the subgraph (BAD_USER_INPUT) would both give, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

describe('adding a school (POST /api/admin/dental-schools, createDentalSchool)', () => {
  it('takes a complete school', () => {
    expect(verdict(dentalSchoolInputSchema.safeParse(validSchool))).toBe('ok');
  });

  // An undefined field is one the client left out (JSON drops it).
  it.each([
    [{ name: 'A' }, 'School name must be at least 2 characters'],
    [{ name: '  ' }, 'School name must be at least 2 characters'],
    [{ name: undefined }, 'School name must be at least 2 characters'],
    [{ name: 'nimda\u202e' }, 'School name must not contain control or text-direction characters'],
    [{ state: 'M' }, 'State must be one of the states in the list'],
    [{ state: '00' }, 'State must be one of the states in the list'],
    [{ state: undefined }, 'State is required'],
    [{ state: null }, 'State is required'],
    [{ city: '' }, 'City is required'],
    [{ city: null }, 'City is required'],
    [{ city: 'Col\u0085umbus' }, 'City must not contain control or text-direction characters'],
    [{ tuition: 0 }, 'Tuition is required'],
    [{ tuition: undefined }, 'Tuition is required'],
    [{ tuition: '95000' }, 'Tuition is required'],
    [{ programLength: 0 }, 'Program length is required'],
    [{ programLength: 11 }, 'Program length is required'],
    [{ programLength: undefined }, 'Program length is required'],
    [{ scienceGpaAvg: 4.1 }, 'Science GPA Average is required'],
    [{ scienceGpaAvg: -0.1 }, 'Science GPA Average is required'],
    [{ scienceGpaAvg: undefined }, 'Science GPA Average is required'],
    [{ overallGpaAvg: 5 }, 'Overall GPA Average is required'],
    [{ overallGpaAvg: null }, 'Overall GPA Average is required'],
    [{ datAvg: 601 }, 'DAT Average is required'],
    [{ datAvg: 700 }, 'DAT Average is required'],
    [{ datAvg: -1 }, 'DAT Average is required'],
    [{ datAvg: undefined }, 'DAT Average is required'],
    [{ acceptanceRate: 101 }, 'Acceptance rate should be between 0-100'],
    [{ acceptanceRate: -1 }, 'Acceptance rate should be between 0-100'],
    [{ websiteUrl: 'not a url' }, 'Please enter a valid URL'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    [{ isPublic: 'yes' }, 'Public school must be true or false'],
    [{ hasAcceleratedProgram: 1 }, 'Accelerated program must be true or false'],
    [{ notes: 'Clinic\u202a first' }, 'Notes must not contain control or text-direction characters'],
  ])('refuses %p: %s', (change, message) => {
    expect(verdict(dentalSchoolInputSchema.safeParse({ ...validSchool, ...change }))).toBe(message);
  });

  it('refuses a body that is a list, not a school', () => {
    expect(verdict(dentalSchoolInputSchema.safeParse([1, 2]))).toBe('Invalid input: expected object, received array');
  });
});

describe('changing a school (PATCH /api/admin/dental-schools/{id}, updateDentalSchool)', () => {
  it.each([
    [{ overallGpaAvg: 4.5 }, 'Overall GPA Average is required'],
    [{ name: null }, 'School name must be at least 2 characters'],
    [{ datAvg: 700 }, 'DAT Average is required'],
    // An import row matching a school by key is an update: "900" is refused there too.
    [{ datAvg: 900 }, 'DAT Average is required'],
    [{}, 'Nothing to update: send at least one school field'],
    // A figure may go back to "not reported".
    [{ tuition: null, datAvg: null }, 'ok'],
  ])('%p: %s', (change, message) => {
    expect(verdict(dentalSchoolUpdateSchema.safeParse(change))).toBe(message);
  });
});

describe('an imported school row (after the CSV cells are read)', () => {
  const row = { name: 'Test School', state: 'Ohio', city: 'Columbus', programLength: 4 };
  const figures = { tuition: null, scienceGpaAvg: null, overallGpaAvg: null, datAvg: null };

  it.each([
    [{ key: 'fill-figures-2' }, 'ok'],
    [{ key: 'Not A Key!' }, 'School key must be lowercase letters, digits and dashes'],
    [{ datAvg: 900 }, 'DAT Average is required'],
  ])('%p: %s', (change, message) => {
    expect(verdict(dentalSchoolImportSchema.safeParse({ ...row, ...figures, ...change }))).toBe(message);
  });
});

describe('the CSV import body (POST /api/admin/dental-schools/import)', () => {
  it.each([
    [{ rows: 'name,city' }, 'rows must be a list of CSV rows'],
    [{ rows: [{ name: { nested: true } }] }, 'A CSV cell must be text'],
    [{}, 'rows must be a list of CSV rows'],
    [{ rows: [] }, 'ok'],
  ])('%p: %s', (body, message) => {
    expect(verdict(csvImportSchema.safeParse(body))).toBe(message);
  });
});
