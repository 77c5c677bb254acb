import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { graphqlId, readEntity, type Entity } from '@predental/contracts/entity';
import { DAT_SCALES, DAT_SECTIONS, datScoreProblems } from './dat-scales';

export * from './dat-scales';

/** A score's range depends on the attempt's scale: the object's own check says which is wrong, with that scale's message. */
const score = z
  .unknown()
  .optional()
  .transform((value) => value as number);
/** A change's scores are checked against the merged attempt by the server; here only that each is a number. */
const sentScore = z.number({ error: 'Score must be a number' });

const datFields = {
  testDate: requiredDate('Test date'),
  scale: z.enum(DAT_SCALES, { error: 'Scale must be 200-600 or 1-30' }),
  biology: score,
  generalChemistry: score,
  organicChemistry: score,
  perceptualAbility: score,
  readingComprehension: score,
  quantitativeReasoning: score,
  academicAverage: score,
};

/** POST /api/dat and the DAT dialog (SPEC §5 DAT, on the attempt's scale). A client's userId or totalScience is dropped: the server decides both. */
export const datScoreInputSchema = z
  .object({ ...datFields, scale: datFields.scale.default('200-600') })
  .superRefine((attempt, context) => {
    for (const { path, message } of datScoreProblems(attempt))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type DatScoreInput = z.infer<typeof datScoreInputSchema>;
export type DatScoreForm = z.input<typeof datScoreInputSchema>;

/**
 * PATCH /api/dat/{id}: any of the same fields. The scores sent are checked against the scale and
 * date they will have, which may be the stored ones: the server checks the merged attempt.
 */
export const datScoreUpdateSchema = z
  .object({
    ...datFields,
    ...Object.fromEntries(DAT_SECTIONS.map((section) => [section, sentScore])),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one DAT field',
  });

/** A score as stored: its range is its scale's (or, stored before scales existed, any integer). */
const storedScore = z.int();

/** A DAT attempt as stored and as every client reads it: its GraphQL type, input and fragment are generated from this. */
export const datScoreSchema = z.object({
  id: graphqlId(),
  userId: graphqlId(),
  testDate: z.string().describe('ISO date, YYYY-MM-DD.'),
  scale: z
    .enum(DAT_SCALES)
    .describe('The scale the attempt was scored on: 200-600 (tests from 2025-03-01) or 1-30 (earlier tests).'),
  biology: storedScore,
  generalChemistry: storedScore,
  organicChemistry: storedScore,
  perceptualAbility: storedScore,
  readingComprehension: storedScore,
  quantitativeReasoning: storedScore,
  academicAverage: storedScore,
  totalScience: storedScore.describe('Rounded mean of biology, general and organic chemistry, computed by the server.'),
});
export type DatScore = Entity<typeof datScoreSchema>;
export const readDatScore = readEntity(datScoreSchema);
