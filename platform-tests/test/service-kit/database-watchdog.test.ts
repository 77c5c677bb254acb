import { createServer, connect, type Server, type Socket } from 'node:net';
import type mongoose from 'mongoose';
import pino from 'pino';
import { reservePort } from '../../../scripts/ports';
import { startSubgraphReplica } from '../../../test-support/service-process';
import { exitWhenWedged } from '@predental/service-kit/database-watchdog';

/** A TCP hop between a subgraph and the test stack's engine: `refuse()` makes the engine unreachable, `restore()` lets connections through again. */
async function engineHop(engineUri: string) {
  const engine = new URL(engineUri);
  const port = await reservePort();
  const open = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(engine.port), engine.hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen();
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    /** Its connections are cut first: a server closes only once it has none. */
    async refuse() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection as a driver stuck on a socket that is gone leaves it: its calls never settle. */
const wedged = { db: { admin: () => ({ command: () => new Promise(() => undefined) }) } } as unknown as Pick<
  mongoose.Connection,
  'db'
>;
const timing = { wedgedAfterMs: 1000, checkEveryMs: 200, pingMs: 300 };

describe('the database watchdog', () => {
  let exit: jest.SpyInstance;
  let stop: (() => void) | undefined;
  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  });
  afterEach(() => {
    stop?.();
    exit.mockRestore();
  });

  it('exits, for the supervisor to restart the process, when its connection is stuck while a new one answers', async () => {
    const startedAt = Date.now();
    stop = exitWhenWedged(wedged, process.env.TEST_MONGODB_URI!, pino({ level: 'silent' }), timing);
    while (!exit.mock.calls.length && Date.now() - startedAt < 10_000) await sleep(100);
    expect(exit).toHaveBeenCalledWith(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(timing.wedgedAfterMs);
  });

  it('does not exit once stopped, even from a check that was under way', async () => {
    stop = exitWhenWedged(wedged, process.env.TEST_MONGODB_URI!, pino({ level: 'silent' }), {
      ...timing,
      wedgedAfterMs: 0,
    });
    await sleep(timing.checkEveryMs + 150);
    stop();
    await sleep(2 * timing.pingMs + 1000);
    expect(exit).not.toHaveBeenCalled();
  });

  it('does not exit while the engine does not answer anyone either', async () => {
    const nobody = `mongodb://127.0.0.1:${await reservePort()}/`;
    stop = exitWhenWedged(wedged, nobody, pino({ level: 'silent' }), timing);
    await sleep(3000);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('a subgraph whose database does not answer', () => {
  it('waits while the engine is away for everyone (no restart), and answers again when it is back', async () => {
    const hop = await engineHop(process.env.TEST_MONGODB_URI!);
    const replica = await startSubgraphReplica('academics', { MONGODB_URI: hop.uri, DB_WEDGED_MS: '3000' });
    try {
      await hop.refuse();
      await sleep(7000);
      expect(replica.alive()).toBe(true);
      await hop.restore();
      const back = Date.now() + 15_000;
      while (
        !(await fetch(`${replica.base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )) &&
        Date.now() < back
      )
        await sleep(200);
      expect((await fetch(`${replica.base}/readyz`)).status).toBe(200);
      expect(replica.alive()).toBe(true);
    } finally {
      await replica.stop();
      await hop.refuse();
    }
  }, 60_000);
});
