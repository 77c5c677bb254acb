import { NOT_EMPTY_MESSAGE } from '@predental/contracts/student-data';
import type { z } from 'zod';
import { badInput, conflict } from './errors';
import type { StudentRecords } from './student-record';
import { parseInput } from './validate';

/**
 * An area's part of a student's data file (issue 38), as its import mutation receives it: JSON
 * text, checked again here by the area's own contract (the bridge checked the whole file first).
 */
export function readDataPart<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    badInput('The data is not JSON');
  }
  return parseInput(schema, value);
}

/**
 * The import's one write of a student's record, into an empty one only (409 otherwise), and its
 * undo when a later area fails: the record was empty, so emptying it again is the undo.
 */
export function recordImport<Data extends object>(
  records: StudentRecords<Data>,
  empty: () => Data,
  isEmpty: (data: Data) => boolean,
) {
  return {
    write: (userId: string, imported: Data): Promise<boolean> =>
      records.change(userId, (data) => {
        if (!isEmpty(data)) conflict(NOT_EMPTY_MESSAGE);
        return { data: imported, result: true };
      }),
    undo: (userId: string): Promise<boolean> =>
      records.change(userId, (data) => (isEmpty(data) ? { result: true } : { data: empty(), result: true })),
  };
}

/** An area's resolvers with its student-data mutations added (they live in its `student-data/` folder). */
export const withMutations = <R extends { Mutation?: object }>(resolvers: R, mutations: object): R => ({
  ...resolvers,
  Mutation: { ...resolvers.Mutation, ...mutations },
});
