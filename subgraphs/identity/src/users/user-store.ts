import type { User } from '@predental/contracts/user';
import { readCache } from '@predental/service-kit/read-cache';
import { isValidObjectId } from 'mongoose';
import { toUser, type UserModel } from './user-model';

/** Users by id, read on every signed-in request, so cached; every write here invalidates. */
export function userStore(users: UserModel) {
  const cache = readCache<User | null>();
  return {
    byId(id: string): Promise<User | null> {
      if (!isValidObjectId(id)) return Promise.resolve(null);
      return cache.load(id, async () => {
        const user = await users.findById(id).lean();
        return user ? toUser(user) : null;
      });
    },
    changed(id: string): void {
      cache.invalidate(id);
    },
  };
}
export type UserStore = ReturnType<typeof userStore>;
