import mongoose, { type Connection } from 'mongoose';

/**
 * A server-side session; the cookie holds a random token, the database only its hash, which is
 * the document's _id so the lookup on every request is the cheapest one the engine has.
 */
const sessionSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true, index: true },
    /** The absolute end: no activity extends it. */
    expiresAt: { type: Date, required: true, index: true },
    /** Ends earlier if unused for this long (shorter for the admin). */
    idleMs: { type: Number, required: true },
    lastSeenAt: { type: Date, required: true },
    /** lastSeenAt + idleMs, kept so expired sessions can be swept with one query. */
    idleUntil: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function sessionModel(connection: Connection) {
  return connection.model('Session', sessionSchema);
}
export type SessionModel = ReturnType<typeof sessionModel>;
