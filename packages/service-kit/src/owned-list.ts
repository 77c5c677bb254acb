import { Types } from 'mongoose';
import { badInput, notFound } from './errors';
import type { StudentRecords } from './student-record';

/** An item as a student record stores it: its own fields and an id (an ObjectId's hex, as before records). */
export type StoredItem = { id: string } & Record<string, unknown>;

export interface OwnedKind<Item> {
  /** How one is named in 'Course not found'. */
  what: string;
  /** How many one student may keep, and how the refusal says it ('courses'). */
  max: number;
  plural: string;
  /** The list's order. */
  order: (a: Item, b: Item) => number;
  /** The item as clients see it (some kinds repeat the owner's id). */
  toItem: (stored: StoredItem, userId: string) => Item;
  /** Fields kept in step with the others (a DAT attempt's totalScience). */
  derive?: (stored: StoredItem) => StoredItem;
  /** Refuses an update whose fields do not fit together with the stored ones (throws a 400). */
  checkUpdate?: (updated: StoredItem, changes: object, before: StoredItem) => void;
}

/** Fields an update leaves alone are absent, never undefined (the driver would store null). */
const defined = (changes: object) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/**
 * One student's items of one kind (courses, DAT scores, shadowing entries), kept as one bounded
 * array of their record. Every lookup is within the owner's record, so someone else's id is
 * simply not found.
 */
export function ownedList<Data extends object, Item>(
  records: StudentRecords<Data>,
  field: keyof Data & string,
  kind: OwnedKind<Item>,
) {
  const itemsOf = (data: Data) => (data[field] ?? []) as StoredItem[];
  const withItems = (data: Data, items: StoredItem[]): Data => ({ ...data, [field]: items });
  const derive = kind.derive ?? ((stored: StoredItem) => stored);
  const find = (items: StoredItem[], id: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) notFound(kind.what);
    return index;
  };

  const listIn = (data: Data, userId: string): Item[] =>
    itemsOf(data)
      .map((stored) => kind.toItem(stored, userId))
      .sort(kind.order);

  /** Several in one change: all of them are added, or none (a transcript import). */
  function addMany(userId: string, inputs: readonly object[]): Promise<Item[]> {
    const added = inputs.map((input) => derive({ ...defined(input), id: new Types.ObjectId().toHexString() }));
    return records.change(userId, (data) => {
      const items = itemsOf(data);
      if (items.length + added.length > kind.max)
        badInput(`You can keep at most ${kind.max.toLocaleString('en-US')} ${kind.plural}`);
      return {
        data: withItems(data, [...items, ...added]),
        result: added.map((stored) => kind.toItem(stored, userId)),
      };
    });
  }

  return {
    /**
     * Items to store from a data file's rows, in the file's (the list's) order, nothing written: the
     * ids are made last row first, so a list ordered by id reads back in the same order.
     */
    newItems: (inputs: readonly object[]): StoredItem[] => {
      const ids = inputs.map(() => new Types.ObjectId().toHexString()).toReversed();
      return inputs.map((input, index) => derive({ ...defined(input), id: ids[index]! }));
    },

    /** The list within a record already read (a screen that needs two of its lists reads it once). */
    listIn,

    async list(userId: string): Promise<Item[]> {
      return listIn(await records.read(userId), userId);
    },

    async get(userId: string, id: string): Promise<Item> {
      const items = itemsOf(await records.read(userId));
      return kind.toItem(items[find(items, id)]!, userId);
    },

    async add(userId: string, input: object): Promise<Item> {
      return (await addMany(userId, [input]))[0]!;
    },

    addMany,

    update(userId: string, id: string, changes: object): Promise<Item> {
      return records.change(userId, (data) => {
        const items = [...itemsOf(data)];
        const index = find(items, id);
        const changed = defined(changes);
        const updated = derive({ ...items[index]!, ...changed, id });
        kind.checkUpdate?.(updated, changed, items[index]!);
        items[index] = updated;
        return { data: withItems(data, items), result: kind.toItem(updated, userId) };
      });
    },

    remove(userId: string, id: string): Promise<string> {
      return records.change(userId, (data) => {
        const items = itemsOf(data);
        find(items, id);
        return {
          data: withItems(
            data,
            items.filter((item) => item.id !== id),
          ),
          result: id,
        };
      });
    },
  };
}
