import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { apiClient, signedInClient } from '../../../test-support/api-client';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/global-setup';
import { ownStack } from '../../../test-support/own-stack';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';
import { deleteAccount, documentsNaming, studentInEveryArea } from '../identity/student-in-every-area';

/** The stack restarts a service that dies; its area answers 503 meanwhile, then comes back by itself. */
describe('supervision', () => {
  // Identity gives up on an area after 1 s and asks again within 2 s: the deletion below finishes soon.
  const own = ownStack('supervision', {
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ERASE_CALL_TIMEOUT_MS: '1000',
    ERASE_RETRY_MAX_MS: '2000',
  });

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

  it("finishes a deletion that applications missed, once it is killed and back: its records go, and the admin statistics' counts", async () => {
    const base = own.stack.entryUrl;
    const { client, account, user } = await studentInEveryArea('crash', base);
    const admin = apiClient(base);
    await admin.post('/api/simple-login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const before = (await admin.get('/api/admin/stats')).body;
    const pid = own.stack.servicePid('applications')!;
    // Frozen, it takes the connection and never answers; then it is killed halfway and restarted.
    process.kill(pid, 'SIGSTOP');
    let answer;
    try {
      answer = await deleteAccount(client, { password: account.password });
    } finally {
      process.kill(pid, 'SIGKILL');
    }
    expect(answer).toMatchObject({ status: 200, body: { deleted: true, pendingAreas: ['applications'] } });
    // Only applications' records are left, and identity's record of the deletion still to finish.
    const [halfway] = await documentsNaming(own.stack.databaseUri, [user.id]);
    expect(Object.keys(halfway!).filter((key) => !key.startsWith('applications.'))).toEqual(['identity.deletions']);
    expect(halfway).toHaveProperty(['applications.application_records'], 1);

    let left = (await documentsNaming(own.stack.databaseUri, [user.id]))[0]!;
    for (const deadline = Date.now() + 30_000; Object.keys(left).length > 0 && Date.now() < deadline;)
      left = (await documentsNaming(own.stack.databaseUri, [user.id]))[0]!;
    expect(left).toEqual({});
    expect(own.stack.servicePid('applications')).not.toBe(pid);
    const stage = (stats: { applicationStages: { stage: string; count: number }[] }) =>
      stats.applicationStages.find((entry) => entry.stage === 'planned')?.count ?? 0;
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after).toMatchObject({
      userCount: before.userCount - 1,
      courseCount: before.courseCount - 1,
      shadowingCount: before.shadowingCount - 1,
      volunteerCount: before.volunteerCount - 1,
      datScoreCount: before.datScoreCount - 1,
      applicationCount: before.applicationCount - 1,
    });
    expect(stage(after)).toBe(stage(before) - 1);
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
