import mongoose, { type Connection } from 'mongoose';

/** A server-side session; the cookie holds a random token, the database only its hash. */
const sessionSchema = new mongoose.Schema({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: mongoose.Schema.Types.ObjectId, required: true, index: true },
  expiresAt: { type: Date, required: true },
});

export function sessionModel(connection: Connection) {
  return connection.model('Session', sessionSchema);
}
export type SessionModel = ReturnType<typeof sessionModel>;
