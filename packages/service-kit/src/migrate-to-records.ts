import type { Connection } from 'mongoose';
import type { Logger } from './observability';
import type { StoredItem } from './owned-list';
import type { StudentRecords } from './student-record';

/** A document of the layout before student records: one per item, its owner in `userId`. */
type OldDocument = Record<string, unknown> & { _id: unknown };

export interface OldCollection<Data> {
  name: string;
  owner: (doc: OldDocument) => string;
  /** The student's record with this document in it. */
  add: (data: Data, doc: OldDocument) => Data;
}

/** An old item as a record keeps it: its id from its _id, without owner, timestamps or version key. */
function storedItem(doc: OldDocument): StoredItem {
  const { _id, userId: _owner, createdAt: _created, updatedAt: _updated, __v: _version, ...fields } = doc;
  return { ...fields, id: String(_id) };
}

/** The record's fields that hold a list of items. */
type ItemList<Data> = { [K in keyof Data]: Data[K] extends StoredItem[] ? K : never }[keyof Data];

/** An old collection of one document per item, owned by its `userId`: each document becomes an item of the record's `list`. */
export function oldItems<Data>(name: string, list: ItemList<Data>): OldCollection<Data> {
  return {
    name,
    owner: (doc) => String(doc.userId),
    add: (data, doc) => ({ ...data, [list]: [...(data[list] as StoredItem[]), storedItem(doc)] }),
  };
}

const NAMESPACE_NOT_FOUND = 26;

/**
 * Moves an area's old collections into its students' records on start, before the service
 * answers. Each student's record is written as its version 1 (skipped when it exists), and the old
 * collections are dropped only after every student is in: a run that is interrupted is finished by
 * the next start, and a second replica doing the same at once only repeats skipped writes.
 */
export async function migrateToRecords<Data extends object>(
  connection: Connection,
  records: StudentRecords<Data>,
  empty: () => Data,
  sources: OldCollection<Data>[],
  log: Logger,
): Promise<void> {
  const names = new Set((await connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  const present = sources.filter((source) => names.has(source.name));
  if (present.length === 0) return;

  const byStudent = new Map<string, Data>();
  for (const source of present) {
    for await (const doc of connection.collection(source.name).find({})) {
      const owner = source.owner(doc);
      byStudent.set(owner, source.add(byStudent.get(owner) ?? empty(), doc));
    }
  }
  for (const [userId, data] of byStudent) await records.seed(userId, data);
  for (const source of present) {
    await connection
      .collection(source.name)
      .drop()
      .catch((error: { code?: number }) => {
        if (error.code !== NAMESPACE_NOT_FOUND) throw error;
      });
  }
  log.info({ students: byStudent.size, collections: present.map((s) => s.name) }, 'moved into student records');
}
