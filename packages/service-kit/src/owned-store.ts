import { isValidObjectId, type Model, type Types } from 'mongoose';
import { notFound } from './errors';
import { readCache } from './read-cache';

const FIELDS = '-createdAt -updatedAt -__v';

export interface OwnedKind<Doc, Item> {
  /** How one is named in 'Course not found'. */
  what: string;
  toItem: (doc: Doc & { _id: Types.ObjectId }) => Item;
  /** The list's order, in the database. */
  sort: Record<string, 1 | -1>;
  /** A finer order than the database can give, applied after reading. */
  order?: (a: Item, b: Item) => number;
}

/**
 * One student's documents of one kind (courses, DAT scores, shadowing entries). Every lookup
 * includes the owner, so someone else's id is simply not found; each student's whole list is
 * cached (read on every screen and dashboard visit) and every write invalidates it.
 */
export function ownedStore<Doc, Item>(model: Model<Doc>, kind: OwnedKind<NoInfer<Doc>, Item>) {
  const lists = readCache<Item[]>();
  const owned = (userId: string, id: string) => {
    if (!isValidObjectId(id)) notFound(kind.what);
    return { _id: id, userId };
  };
  // lean() answers plain objects of the document's shape: what toItem reads.
  const item = (doc: unknown) => kind.toItem(doc as Doc & { _id: Types.ObjectId });

  return {
    owned,
    /** After a write the store did not make itself. */
    invalidate: (userId: string) => lists.invalidate(userId),

    /** Every student's documents of this kind: the admin statistics. */
    countAll: (): Promise<number> => model.countDocuments(),

    list(userId: string): Promise<Item[]> {
      return lists.load(userId, async () => {
        const items = (await model.find({ userId }, FIELDS).sort(kind.sort).lean()).map(item);
        return kind.order ? items.sort(kind.order) : items;
      });
    },

    async get(userId: string, id: string): Promise<Item> {
      const doc = await model.findOne(owned(userId, id), FIELDS).lean();
      if (!doc) notFound(kind.what);
      return item(doc);
    },

    async add(userId: string, input: object): Promise<Item> {
      const added = item(await model.create({ ...input, userId }));
      lists.invalidate(userId);
      return added;
    },

    async update(userId: string, id: string, changes: object): Promise<Item> {
      const doc = await model.findOneAndUpdate(owned(userId, id), { $set: changes }, { new: true }).lean();
      lists.invalidate(userId);
      if (!doc) notFound(kind.what);
      return item(doc);
    },

    async remove(userId: string, id: string): Promise<string> {
      const { deletedCount } = await model.deleteOne(owned(userId, id));
      lists.invalidate(userId);
      if (deletedCount === 0) notFound(kind.what);
      return id;
    },
  };
}
