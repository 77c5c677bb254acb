import type { User } from '@predental/contracts/user';
import { isValidObjectId } from 'mongoose';
import { toUser, type UserModel } from './user-model';

/** Users by id, read on every signed-in request: one lookup by _id, never a copy another replica could outdate. */
export function userStore(users: UserModel) {
  return {
    async byId(id: string): Promise<User | null> {
      if (!isValidObjectId(id)) return null;
      const user = await users.findById(id).lean();
      return user ? toUser(user) : null;
    },
  };
}
export type UserStore = ReturnType<typeof userStore>;
