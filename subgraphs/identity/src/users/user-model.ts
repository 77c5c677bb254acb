import { readUser, userSchema as clientUser, type User } from '@predental/contracts/user';
import mongoose, { type Connection, type InferSchemaType } from 'mongoose';

/** Lowercase keys make username and email unique without collations (FerretDB has none). */
const userSchema = new mongoose.Schema(
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    emailKey: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    isAdmin: { type: Boolean, default: false },
    isPremium: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export type UserDocument = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };

export function userModel(connection: Connection) {
  return connection.model('User', userSchema);
}
export type UserModel = ReturnType<typeof userModel>;

export const keyOf = (text: string) => text.trim().toLowerCase();

/** What every client sees of a user (SPEC §3): the fields of the contract's user, never its password hash. */
export const USER_FIELDS = Object.keys(clientUser.shape).filter((field) => field !== 'id');

export function toUser(doc: UserDocument): User {
  const fields: Record<string, unknown> = { id: doc._id.toString() };
  for (const field of USER_FIELDS) fields[field] = doc[field as keyof UserDocument];
  return readUser(fields);
}
