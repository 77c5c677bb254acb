import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { graphqlId, GRAPHQL_INT } from '@predental/contracts/entity';
import { entityOutputs } from '../entity-graphql/outputs';
import { entityFragment, entitySdl } from '../entity-graphql/graphql-of-entity';

/** An entity as an area would declare it: one field of each kind the generator reads. */
const sample = {
  Sample: {
    schema: z.object({
      id: graphqlId(),
      name: z.string().trim().min(1).describe('What the student calls it.'),
      count: z.int(),
      share: z.number(),
      done: z.boolean().default(false),
      kind: z.enum(['x', 'y']).nullish(),
      note: z.preprocess((value) => (value === '' ? null : value), z.string().nullish()),
      score: z.unknown().meta(GRAPHQL_INT),
    }),
    input: { name: 'SampleInput', serverDecides: ['id'] },
  },
};

describe('entity GraphQL from the zod contracts (npm run codegen)', () => {
  it('writes the type with non-null required fields, and the input with every field but the server-decided ones, nullable', () => {
    expect(entitySdl(sample)).toContain(
      [
        'type Sample {',
        '  id: ID!',
        '  "What the student calls it."',
        '  name: String!',
        '  count: Int!',
        '  share: Float!',
        '  done: Boolean!',
        '  kind: String',
        '  note: String',
        '  score: Int!',
        '}',
        '',
        'input SampleInput {',
        '  name: String',
        '  count: Int',
        '  share: Float',
        '  done: Boolean',
        '  kind: String',
        '  note: String',
        '  score: Int',
        '}',
      ].join('\n'),
    );
    expect(entityFragment('Sample', sample.Sample)).toContain(
      'fragment SampleFields on Sample {\n  id\n  name\n  count\n  share\n  done\n  kind\n  note\n  score\n}',
    );
  });

  it('refuses a field it cannot type, saying how to type it', () => {
    const unknownField = { Odd: { ...sample.Sample, schema: z.object({ blob: z.unknown() }) } };
    expect(() => entitySdl(unknownField)).toThrow(
      "Odd.blob: no GraphQL type for a zod unknown; say it with .meta({ graphql: 'Int' })",
    );
  });

  it("has written every area's files from its contract as it is now (run npm run codegen)", () => {
    const outputs = entityOutputs();
    expect(outputs.map(({ file }) => file.replace(/.*\/subgraphs\//, ''))).toEqual(
      expect.arrayContaining([
        'academics/src/entities.graphql',
        'academics/contract/graphql/course-fields.graphql',
        'experience/contract/graphql/shadowing-entry-fields.graphql',
      ]),
    );
    for (const { file, content } of outputs) expect(readFileSync(file, 'utf8')).toBe(content);
  });
});
