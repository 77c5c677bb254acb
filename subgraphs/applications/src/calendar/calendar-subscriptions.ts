import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';

/**
 * A student's private calendar address: the token in its path, of which only the hash is kept
 * (as sessions keep theirs). One per student (`_id` is the student), found by its hash's index;
 * replacing it writes a new hash over the old, so the old address stops working at once.
 */
const subscriptionSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

/** 32 random bytes, base64url: what `replace` hands out, and all a lookup accepts. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function calendarSubscriptions(connection: Connection) {
  const subscriptions = connection.model('CalendarSubscription', subscriptionSchema, 'calendar_subscriptions');
  return {
    /** The new token (shown once: only its hash is stored); the student's old one no longer finds anyone. */
    async replace(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await subscriptions.updateOne(
        { _id: userId },
        { tokenHash: hashOf(token), createdAt: new Date() },
        { upsert: true },
      );
      return token;
    },

    /** The student's address stops working for good (a deleted account). */
    async remove(userId: string): Promise<void> {
      await subscriptions.deleteOne({ _id: userId });
    },

    /** When the student's current address was made, or null without one. */
    async createdAt(userId: string): Promise<Date | null> {
      const found = await subscriptions.findById(userId, { createdAt: 1 }).lean();
      return found?.createdAt ?? null;
    },

    /**
     * The student a token belongs to, or null. The lookup is by the token's hash, so no secret is
     * compared byte by byte here; a malformed token costs no database call.
     */
    async ownerOf(token: string): Promise<string | null> {
      if (!TOKEN.test(token)) return null;
      const found = await subscriptions.findOne({ tokenHash: hashOf(token) }, { _id: 1 }).lean();
      return found?._id ?? null;
    },
  };
}
export type CalendarSubscriptions = ReturnType<typeof calendarSubscriptions>;
