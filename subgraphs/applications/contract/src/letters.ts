import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { optionalLine, plainText } from '@predental/contracts/plain-text';
import { graphqlId, type Entity } from '@predental/contracts/entity';
import { DATES_MESSAGE, datesInOrder, LETTER_KINDS, LETTER_ROLES, LETTER_STATUSES } from './letter-rules';

export * from './letter-rules';

const oneOf = <Values extends readonly [string, ...string[]]>(what: string, values: Values) =>
  z.enum(values, { error: `${what} must be one of ${values.join(', ')}` }).describe(`One of ${values.join(', ')}.`);

/** A letter as stored and as clients read it (issue 36). */
export const letterSchema = z.object({
  id: graphqlId(),
  evaluatorName: plainText(
    z
      .string({ error: 'Evaluator name is required' })
      .trim()
      .min(1, 'Evaluator name is required')
      .max(100, 'Evaluator name must be at most 100 characters'),
    'Evaluator name',
  ),
  evaluatorEmail: z
    .string({ error: 'Evaluator email is required' })
    .trim()
    .max(254, 'Please enter a valid evaluator email')
    .email('Please enter a valid evaluator email')
    .describe('Where the student follows up; the platform sends nothing.'),
  title: optionalLine('Title', 100).describe('The evaluator\'s title, e.g. "Professor of Biology".'),
  relationship: optionalLine('Relationship', 200).describe('How the evaluator knows the student.'),
  kind: oneOf('Kind', LETTER_KINDS),
  role: oneOf('Role', LETTER_ROLES),
  status: oneOf('Status', LETTER_STATUSES),
  requestedOn: requiredDate('Requested date').nullish().describe('ISO date, YYYY-MM-DD.'),
  completedOn: requiredDate('Completed date').nullish().describe('ISO date, YYYY-MM-DD.'),
  waived: z
    .boolean({ error: 'Waived must be true or false' })
    .describe('Whether the student waived the right to see the letter.'),
  notes: plainText(
    z.string({ error: 'Notes must be text' }).trim().max(1000, 'Notes must be at most 1000 characters'),
    'Notes',
    { multiLine: true },
  )
    .nullish()
    .transform((notes) => notes || null),
});
export type Letter = Entity<typeof letterSchema>;

const inputFields = letterSchema.omit({ id: true }).extend({ waived: letterSchema.shape.waived.optional() });

/** POST /api/letters: the evaluator, kind, role and status; the rest optional (waived: false). */
export const letterInputSchema = inputFields.refine(datesInOrder, { message: DATES_MESSAGE, path: ['completedOn'] });
export type LetterInput = z.infer<typeof letterInputSchema>;

/** PATCH /api/letters/:id: any of the fields, at least one. */
export const letterUpdateSchema = inputFields
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change')
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['completedOn'] });
export type LetterUpdate = z.infer<typeof letterUpdateSchema>;
