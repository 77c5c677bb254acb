import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

const ID = 'dental-schools';

/**
 * A token that every write to the directory replaces after it is done, so a replica may keep the
 * list it read with a token for as long as the token stays the same: a list read after the token
 * can miss no write that completed before a later read of the same token (each write sets a
 * fresh one afterwards). One lookup by _id instead of reading every school, and never stale.
 */
export function directoryVersion(connection: Connection) {
  const versions = connection.collection<{ _id: string; token: string }>('directory_versions');
  return {
    async current(): Promise<string> {
      return (await versions.findOne({ _id: ID }))?.token ?? 'none';
    },
    async changed(): Promise<void> {
      await versions
        .replaceOne({ _id: ID }, { token: randomUUID() }, { upsert: true })
        .catch(async (error: { code?: number }) => {
          // Two first writes at once: the other inserted it; replace theirs.
          if (error.code !== 11000) throw error;
          await versions.replaceOne({ _id: ID }, { token: randomUUID() });
        });
    },
  };
}
export type DirectoryVersion = ReturnType<typeof directoryVersion>;
