import { z } from 'zod';
import { graphqlId, readEntity, type Entity } from '@predental/contracts/entity';
import { dentalSchoolEditSchema } from './dental-school';
import { heldLetterRequirementSchema } from './letter-requirements';
import { figureSourceSchema, heldFigureSchema, heldLimitSchema, heldPrerequisiteSchema } from './school-figures';

const { name, ...school } = dentalSchoolEditSchema.shape;

/**
 * A school as stored and as every client reads it: its GraphQL type, input and fragment are
 * generated from this. Whether the viewer saved it is resolved per viewer (schema.graphql).
 */
export const dentalSchoolSchema = z.object({
  id: graphqlId(),
  key: z.string().describe("Stable across releases and deployments: the seed's key, or one made from the name."),
  name,
  shortNames: z
    .array(z.string())
    .default([])
    .describe("Usual short names (UCLA, OSU, Penn), from the release's seed; the explorer's search matches them."),
  ...school,
  tuition: school.tuition.describe('Per year; the explorer shows tuition, else tuitionNonResident.'),
  programLength: school.programLength.describe('Years.'),
  datAvg: school.datAvg.describe('On the 600-point scale.'),
  acceptanceRate: school.acceptanceRate.describe('Percent.'),
  figures: z
    .array(heldFigureSchema)
    .default([])
    .describe('Every figure published for the school, one each, with its year and source.'),
  figureSources: z
    .array(figureSourceSchema)
    .default([])
    .describe('Which of the figure fields above came from which sourced figure; the others an admin entered.'),
  prerequisites: z
    .array(heldPrerequisiteSchema)
    .default([])
    .describe('Courses the school requires or recommends, each with its source.'),
  prerequisiteLimits: z
    .array(heldLimitSchema)
    .default([])
    .describe('Rules the school states about its prerequisites (no pass/fail, time limits...).'),
  letterRequirement: heldLetterRequirementSchema
    .nullable()
    .default(null)
    .describe('The letters of evaluation the school asks for, where a page states them; null: not on file.'),
});
export type StoredSchool = Entity<typeof dentalSchoolSchema>;
/** A stored school as clients read it: a field never given is null, a list never given empty. */
export const readSchool = readEntity(dentalSchoolSchema);
