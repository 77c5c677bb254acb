import mongoose, { type Connection } from 'mongoose';

/**
 * Counters every identity replica shares, kept in the database with an expiry. Each attempt is
 * one inserted document and a limit is a count of them: inserts never lose an update, whereas
 * an $inc through findAndModify does on FerretDB (rate-limiter-flexible's Mongo store counted 40
 * parallel attempts as 16 there). A key holds at most its limit plus the requests in flight,
 * because a refused attempt is not written.
 */
const attemptSchema = new mongoose.Schema(
  {
    key: { type: String, required: true },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
attemptSchema.index({ key: 1, at: -1 });
attemptSchema.index({ expiresAt: 1 });

export function attemptModel(connection: Connection) {
  return connection.model('Attempt', attemptSchema, 'throttle_attempts');
}
export type AttemptModel = ReturnType<typeof attemptModel>;

export function attemptLog(attempts: AttemptModel) {
  const since = (ms: number) => new Date(Date.now() - ms);
  return {
    count(key: string, windowMs: number): Promise<number> {
      return attempts.countDocuments({ key, at: { $gt: since(windowMs) } });
    },
    async add(key: string, keepMs: number): Promise<void> {
      const now = Date.now();
      await attempts.create({ key, at: new Date(now), expiresAt: new Date(now + keepMs) });
    },
    /** The newest attempt's time, or null. */
    async latest(key: string, windowMs: number): Promise<number | null> {
      const newest = await attempts
        .findOne({ key, at: { $gt: since(windowMs) } }, { at: 1 })
        .sort({ at: -1 })
        .lean();
      return newest ? newest.at.getTime() : null;
    },
    async clear(key: string): Promise<void> {
      await attempts.deleteMany({ key });
    },
    /** Every counter whose key matches (a deleted account's). */
    async clearMatching(pattern: RegExp): Promise<void> {
      await attempts.deleteMany({ key: { $regex: pattern } });
    },
    /** FerretDB has no TTL indexes, so expired counters are swept instead (the same on mongod). */
    async sweep(): Promise<void> {
      await attempts.deleteMany({ expiresAt: { $lt: new Date() } });
    },
  };
}
export type AttemptLog = ReturnType<typeof attemptLog>;
