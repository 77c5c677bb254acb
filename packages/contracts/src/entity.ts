import { z } from 'zod';

/**
 * An entity's shape is written once, as a zod object in its area's contract: the stored item's
 * type, its GraphQL type and input, and its fragment (`npm run codegen`) all come from it.
 */

/** A field GraphQL serves as ID (a record's id, its owner's id). */
export const graphqlId = () => z.string().meta({ graphql: 'ID' });

/** A number GraphQL serves as Int where zod cannot say so (a score checked elsewhere). */
export const GRAPHQL_INT = { graphql: 'Int' } as const;

/** A nested object GraphQL serves as its own type, named here (a school's figures). */
export const graphqlObject = <Shape extends z.ZodRawShape>(name: string, shape: Shape, description?: string) =>
  z.object(shape).meta({ graphqlObject: { name, description } });

/**
 * A zod enum GraphQL serves as an enum of that name, each value with its description where it
 * has one; a zod enum without it is served as String.
 */
export const graphqlEnum = <Values extends z.ZodEnum>(
  values: Values,
  name: string,
  descriptions: { type?: string; values?: Partial<Record<z.output<Values>, string>> } = {},
) => values.meta({ graphqlEnum: { name, description: descriptions.type, values: descriptions.values ?? {} } });

type Read<Value> = undefined extends Value ? Exclude<Value, undefined> | null : Value;

/** The entity as clients read it: every field present, one not given is null. */
export type Entity<Schema extends z.ZodObject> = { [Key in keyof z.output<Schema>]-?: Read<z.output<Schema>[Key]> };

/** How the GraphQL type and its input are named and which fields the server alone decides. */
export interface EntityDeclaration {
  schema: z.ZodObject;
  description?: string;
  /** A federation entity other subgraphs extend (User): the field its @key names. */
  key?: string;
  /** The input clients send to add or change one, if they may. */
  input?: { name: string; description?: string; serverDecides: readonly string[] };
  /**
   * Fields the server resolves (per viewer, or from the date), written by hand in the subgraph's
   * schema.graphql (`extend type`): by type, the ones the fragment selects after the contract's.
   */
  resolved?: Record<string, readonly string[]>;
  /** Fields of the contract the fragment leaves to the clients that need them (a school's prerequisites). */
  notInFragment?: readonly string[];
}

/**
 * Reads a stored item as its entity: each field of the schema, one the item lacks as its
 * default (isScience: false), or null where the field may be null. The item was parsed by the contract when written, so its
 * fields are read as they are, without parsing them again on every read.
 */
export function readEntity<Schema extends z.ZodObject>(schema: Schema) {
  const fallbacks = Object.entries(schema.shape).map(([key, field]) => {
    const absent = (field as z.ZodType).safeParse(undefined);
    if (absent.success) return [key, absent.data ?? null] as const;
    return [key, (field as z.ZodType).safeParse(null).success ? null : undefined] as const;
  });
  return (stored: Record<string, unknown>): Entity<Schema> => {
    const entity: Record<string, unknown> = {};
    for (const [key, fallback] of fallbacks) entity[key] = stored[key] ?? fallback;
    return entity as Entity<Schema>;
  };
}
