import type { Server } from 'node:http';
import type express from 'express';
import { closeServer } from './listen';

/**
 * A graceful stop for a service that takes outside traffic. Closing the listening socket at once
 * would reset connections that were just opened (the kernel had accepted them, we had not read
 * them yet). So first it drains: readiness turns false, every answer says `Connection: close`, and
 * it keeps answering until nothing has arrived for `quietMs` (at most `maxMs`); then it stops
 * listening and waits for the last answers.
 */
export function drainer({ quietMs = 250, maxMs = 5000 } = {}) {
  let inFlight = 0;
  let lastActivity = 0;
  let draining = false;
  const track: express.RequestHandler = (_req, res, next) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    next();
  };
  return {
    /** Mounted first, so it sees every request. */
    track,
    get draining() {
      return draining;
    },
    async close(server: Server): Promise<void> {
      draining = true;
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await closeServer(server);
    },
  };
}
