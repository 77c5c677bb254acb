import type { Connection } from 'mongoose';

/**
 * The text of each saved version, one document per version under its own id, inserted once and
 * never replaced: a version cannot be overwritten, and the student record stays small however
 * many versions there are (a statement's list reads none of them). Ids come only from the owner's
 * record, so nobody reads another student's text.
 */
export function statementTexts(connection: Connection) {
  const texts = connection.collection<{ _id: string; text: string }>('statement_texts');
  return {
    async insert(id: string, text: string): Promise<void> {
      await texts.insertOne({ _id: id, text });
    },
    /** Removes these versions' texts (a deleted account's): one delete by _id. */
    async remove(ids: string[]): Promise<void> {
      if (ids.length > 0) await texts.deleteMany({ _id: { $in: ids } });
    },
    /** The texts of these versions, by id: one lookup by _id. */
    async read(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const found = await texts.find({ _id: { $in: ids } }).toArray();
      return new Map(found.map(({ _id, text }) => [_id, text]));
    },
  };
}
export type StatementTexts = ReturnType<typeof statementTexts>;
