import { z } from 'zod';
import { graphqlObject } from '@predental/contracts/entity';
import { plainText } from '@predental/contracts/plain-text';
import { provenance } from './school-figures';

const letters = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must be between 0 and 4`)
    .max(4, `${what} must be between 0 and 4`)
    .default(0);

/**
 * The letters of evaluation a school asks for (issue 36), where a page states them: the fewest
 * letters by role, and whether a committee letter stands in for the faculty letters. A school
 * without a row has none on file; nothing is guessed.
 */
export const letterRequirementRowSchema = z.object({
  ...provenance,
  // Several schools' own admissions pages state the letters but not the cycle: the year may be empty.
  year: provenance.year.nullable().default(null),
  scienceFaculty: letters('Science faculty letters'),
  faculty: letters('Faculty letters'),
  dentist: letters('Dentist letters'),
  total: letters('Total letters'),
  committeeInstead: z.boolean({ error: 'Committee instead must be true or false' }).default(false),
  note: plainText(z.string().trim().max(300, 'Note must be at most 300 characters'), 'Note').nullable().default(null),
});
export type LetterRequirementRow = z.infer<typeof letterRequirementRowSchema>;

const row = letterRequirementRowSchema.shape;

/** A school's letter requirement as it holds and shows it: the row without the school key. */
export const heldLetterRequirementSchema = graphqlObject(
  'LetterRequirement',
  {
    scienceFaculty: row.scienceFaculty.describe('Letters from science faculty, at least.'),
    faculty: row.faculty.describe('Letters from faculty of any subject (science faculty count), at least.'),
    dentist: row.dentist.describe('Letters from dentists, at least.'),
    total: row.total.describe('Letters of any role, at least (a committee letter counts as one).'),
    committeeInstead: row.committeeInstead.describe('A committee letter stands in for the faculty letters.'),
    year: row.year.describe('The cycle the page describes; null where the page states none.'),
    sourceUrl: provenance.sourceUrl,
    sourceKind: provenance.sourceKind,
    note: row.note.describe('What the page says, in our own words.'),
  },
  'The letters of evaluation a school asks for, with their source (seed/school-letters.csv).',
);
export type HeldLetterRequirement = z.infer<typeof heldLetterRequirementSchema>;
