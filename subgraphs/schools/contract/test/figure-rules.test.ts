import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { schoolFigureSchema } from '../src/school-figures';

/** The message setSchoolFigure would give (BAD_USER_INPUT), or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

// The other refusals (no source URL, no year, a DAT figure without its scale, a GPA above 4) are
// tested with the seed's rows in subgraphs/schools/src/seed/directory-report.test.ts.
describe("an admin's school figure (setSchoolFigure)", () => {
  // The resolver adds the school's key to what the admin sends.
  const figure = { key: 'bay-dental', figure: 'gpaOverall', value: 3.5 };
  const source = { year: '2025', sourceUrl: 'https://dental.example.edu/class-profile' };

  it.each([
    [{ ...source, sourceKind: 'school' }, 'ok'],
    [source, 'Source kind must be school, adea or secondary'],
    [{ ...source, sourceKind: 'blog' }, 'Source kind must be school, adea or secondary'],
  ])('%p: %s', (fields, message) => {
    expect(verdict(schoolFigureSchema.safeParse({ ...figure, ...fields }))).toBe(message);
  });
});
