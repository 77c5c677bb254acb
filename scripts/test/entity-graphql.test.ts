import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { graphqlEnum, graphqlId, graphqlObject, GRAPHQL_INT } from '@predental/contracts/entity';
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

/** An entity holding lists: of text, of objects with their own GraphQL type, and an enum both lists name. */
const kind = graphqlEnum(z.enum(['school', 'adea']), 'Kind', {
  type: 'Where it comes from.',
  values: { school: "The school's own page." },
});
const shelf = {
  Shelf: {
    schema: z.object({
      id: graphqlId(),
      tags: z.array(z.string()).default([]).describe('What it is filed under.'),
      aliases: z.array(z.string().nullable()).nullable(),
      label: z.string().nullable().describe('Said under the default.').default(null),
      books: z.array(graphqlObject('Book', { title: z.string(), kind }, 'One book on it.')).default([]),
      lamp: graphqlObject('Lamp', { kind: kind.nullable(), watts: z.int() }).nullable(),
      notes: z.array(graphqlObject('ShelfNote', { text: z.string() })).default([]),
    }),
    input: { name: 'ShelfInput', serverDecides: ['id', 'books', 'lamp', 'notes'] },
    notInFragment: ['notes'],
    resolved: { Shelf: ['isMine'], Book: ['isRead'] },
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

  it('writes lists, nested objects as their own types and enums with their values, each type once', () => {
    const sdl = entitySdl(shelf);
    expect(sdl).toContain(
      [
        'type Shelf {',
        '  id: ID!',
        '  "What it is filed under."',
        '  tags: [String!]!',
        '  aliases: [String]',
        '  "Said under the default."',
        '  label: String',
        '  books: [Book!]!',
        '  lamp: Lamp',
        '  notes: [ShelfNote!]!',
        '}',
        '',
        '"One book on it."',
        'type Book {',
        '  title: String!',
        '  kind: Kind!',
        '}',
        '',
        '"Where it comes from."',
        'enum Kind {',
        '  "The school\'s own page."',
        '  school',
        '  adea',
        '}',
        '',
        'type Lamp {',
        '  kind: Kind',
        '  watts: Int!',
        '}',
        '',
        'type ShelfNote {',
        '  text: String!',
        '}',
        '',
        'input ShelfInput {',
        '  tags: [String!]',
        '  aliases: [String]',
        '  label: String',
        '}',
      ].join('\n'),
    );
    expect(sdl.match(/enum Kind/g)).toHaveLength(1);
  });

  it("selects a nested object's fields and the fields the server resolves, leaving out the ones said", () => {
    expect(entityFragment('Shelf', shelf.Shelf)).toContain(
      [
        'fragment ShelfFields on Shelf {',
        '  id',
        '  tags',
        '  aliases',
        '  label',
        '  books {',
        '    title',
        '    kind',
        '    isRead',
        '  }',
        '  lamp {',
        '    kind',
        '    watts',
        '  }',
        '  isMine',
        '}',
      ].join('\n'),
    );
  });

  it('refuses a nested object without its GraphQL name', () => {
    const unnamed = { Odd: { schema: z.object({ part: z.object({ text: z.string() }) }) } };
    expect(() => entitySdl(unnamed)).toThrow(
      'Odd.part: a nested object needs its GraphQL name; say it with graphqlObject',
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
        'schools/src/entities.graphql',
        'schools/contract/graphql/dental-school-fields.graphql',
      ]),
    );
    for (const { file, content } of outputs) expect(readFileSync(file, 'utf8')).toBe(content);
  });
});
