import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { apiClient, signedInClient } from '../../../test-support/api-client';
import { ownStack } from '../../../test-support/own-stack';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';

const entry = (marker: string) => ({ date: '2026-03-01', hours: 1, doctorName: 'Dr. Kim', practice: marker });

const signedUp = async (base: string) => (await signedInClient('eng', base)).client;

// One stack for both (a stack costs some 14 s of CPU to start): the engine killed comes back, then is stopped for good.
describe('the database engine', () => {
  const own = ownStack('engine');

  it('killed with writes in flight, comes back by itself; every acknowledged write is stored exactly once, the others answer 503, none 500', async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => signedUp(own.stack.entryUrl)));
    const acknowledged = writers.map(() => [] as string[]);
    const statuses = new Map<number, number>();
    const enginePid = own.stack.servicePid('engine')!;
    let killedAt = 0;
    let backAt = 0;
    const loop = async (index: number) => {
      for (let n = 0; !backAt || Date.now() - backAt < 1500; n += 1) {
        const marker = `w${index}-${n}`;
        const response = await writers[index]!.post('/api/shadowing', entry(marker));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) {
          acknowledged[index]!.push(marker);
          if (killedAt && !backAt && Date.now() - killedAt > 50) backAt = Date.now();
        }
      }
    };
    const load = Promise.all(writers.map((_, index) => loop(index)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    killedAt = Date.now();
    process.kill(enginePid, 'SIGKILL');
    await load;

    expect(own.stack.servicePid('engine')).not.toBe(enginePid);
    expect(readFileSync(path.join(own.dataDir, 'logs', 'supervisor.log'), 'utf8')).toMatch(
      /engine exited \(SIGKILL\); restarting in \d+ ms/,
    );
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    for (const [index, writer] of writers.entries()) {
      const stored = ((await writer.get('/api/shadowing')).body as { practice: string }[]).map((row) => row.practice);
      for (const marker of acknowledged[index]!)
        expect(stored.filter((practice) => practice === marker)).toHaveLength(1);
    }
  }, 60_000);

  it('down, readiness says so, and calls answer 503 with a clear message within 2 s, never 500', async () => {
    const client = await signedUp(own.stack.entryUrl);
    const readiness = (service: string) => fetch(own.stack.subgraphUrls[service]!.replace('/graphql', '/readyz'));
    expect((await readiness('academics')).status).toBe(200);
    await own.stack.stopService('engine');

    for (const { name: service } of SUBGRAPHS) {
      const response = await readiness(service);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', service, reason: 'the database does not answer' });
    }
    const gateway = await fetch(own.stack.gatewayUrl.replace('/graphql', '/readyz'));
    expect(gateway.status).toBe(503);

    const started = Date.now();
    const write = await client.post('/api/courses', validCourseInput);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(write.status).toBe(503);
    // The session cannot be checked without identity's database, so the first thing missing is sign-in.
    expect(write.body).toEqual({ message: 'Sign-in is unavailable. Please try again shortly.' });

    // A sign-up needs no session: it reaches identity, whose database is away.
    const newcomer = await apiClient(own.stack.entryUrl).post('/api/simple-register', {
      username: 'latecomer',
      email: 'late@example.com',
      password: 'Passw0rd!',
    });
    expect(newcomer.status).toBe(503);
    expect(newcomer.body).toEqual({ message: 'The identity service is unavailable. Please try again shortly.' });
  }, 60_000);
});
