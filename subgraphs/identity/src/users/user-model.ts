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

/** What every client sees of a user (SPEC §3). */
export function toUser(doc: UserDocument) {
  return {
    id: doc._id.toString(),
    username: doc.username,
    email: doc.email,
    isAdmin: doc.isAdmin,
    isPremium: doc.isPremium,
  };
}
