import mongoose, { type Connection } from 'mongoose';

/** Kept long enough for every gateway's next poll (once a second), whatever its replica's clock says. */
const KEEP_MS = 5 * 60 * 1000;

/**
 * Sessions that ended together (a logout; every session of a user at a password change or an
 * account deletion), by their ids (the token hashes): nothing here names the user.
 */
const sessionEndSchema = new mongoose.Schema(
  {
    sessionIds: { type: [String], required: true },
    at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export interface SessionEndsSince {
  /** Identity's clock when it read: the gateway's next `since`. */
  now: number;
  sessionIds: string[];
}

/**
 * What the gateways read once a second instead of asking about each session every second
 * (issue 39): a session confirmed lately stays trusted until it shows up here. Written before
 * the session itself is deleted or changed, so no gateway can miss an end that happened.
 */
export function sessionEnds(connection: Connection) {
  const ends = connection.model('SessionEnd', sessionEndSchema);
  return {
    init: () => ends.init(),
    async record(sessionIds: string[]): Promise<void> {
      if (sessionIds.length > 0) await ends.create({ sessionIds, at: new Date() });
    },
    async since(since: number): Promise<SessionEndsSince> {
      const now = Date.now();
      const found = await ends.find({ at: { $gte: new Date(since) } }, { sessionIds: 1 }).lean();
      return { now, sessionIds: found.flatMap((end) => end.sessionIds) };
    },
    async sweep(): Promise<void> {
      await ends.deleteMany({ at: { $lt: new Date(Date.now() - KEEP_MS) } });
    },
  };
}
export type SessionEnds = ReturnType<typeof sessionEnds>;
