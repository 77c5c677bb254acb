import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';
import { ownStack } from '../../../test-support/own-stack';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';

/** The stack restarts a service that dies; its area answers 503 meanwhile, then comes back by itself. */
describe('supervision', () => {
  const own = ownStack('supervision');

  it('restarts a subgraph killed with SIGKILL while requests flow; its data is back, nothing answered 500', async () => {
    const { client } = await signedInClient('sup', own.stack.entryUrl);
    expect((await client.post('/api/courses', validCourseInput)).status).toBe(201);

    const pid = own.stack.servicePid('academics')!;
    process.kill(pid, 'SIGKILL');
    const statuses = new Set<number>();
    const deadline = Date.now() + 20_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      const response = await client.get('/api/courses');
      statuses.add(response.status);
      back = response.status === 200 && response.body.length === 1;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    expect(statuses.has(500)).toBe(false);
    expect(own.stack.servicePid('academics')).not.toBe(pid);
    expect(readFileSync(path.join(own.dataDir, 'logs', 'supervisor.log'), 'utf8')).toMatch(
      /academics exited \(SIGKILL\); restarting in \d+ ms/,
    );
  });

  it('stops in order: the entry answers the requests in flight, then the gateway, the subgraphs and the engine stop', async () => {
    const { client } = await signedInClient('drain', own.stack.entryUrl);
    // Each request is answered, or (once the entry stopped listening) refused; none is cut off.
    const outcome = (request: Promise<{ status: number }>) =>
      request.then(
        (response) => response.status,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
    const inFlight = Array.from({ length: 30 }, () => outcome(client.get('/api/courses')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await own.stack.stop();
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.filter((o) => o !== 200 && o !== 'ECONNREFUSED')).toEqual([]);
    const order = [
      ...readFileSync(path.join(own.dataDir, 'logs', 'supervisor.log'), 'utf8').matchAll(/stopping (.+)$/gm),
    ].map((m) => m[1]);
    expect(order).toEqual(['entry', 'gateway', SUBGRAPHS.map((subgraph) => subgraph.name).join(', '), 'engine']);
  });
});
