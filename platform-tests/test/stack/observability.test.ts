import { SUBGRAPH_AREAS } from '@predental/contracts/areas';
import { signedInClient } from '../../../test-support/api-client';
import { logEntries, loggedEntries, serviceLogs } from '../../../test-support/log-entries';
import { reservePort } from '../../../scripts/ports';
import { runService } from '../../../test-support/service-process';

const subgraph = (name: string) => JSON.parse(process.env.TEST_SUBGRAPH_URLS!)[name].replace('/graphql', '') as string;
const gateway = () => process.env.TEST_GATEWAY_URL!.replace('/graphql', '');

/** The entries one service logged under this request id. */
const linesWith = (service: string, requestId: string) =>
  loggedEntries(
    () => serviceLogs(service),
    (entry) => entry.reqId === requestId,
  );

describe('request ids', () => {
  it('the entry gives each request an id, echoes it, and the subgraph logs under it', async () => {
    const { client, account } = await signedInClient('obs');
    // The test stack trusts one proxy hop, and the test plays that proxy: its id is kept.
    const chosen = `proxy-${account.username}`;
    const response = await client.send('GET', '/api/courses', { headers: { 'x-request-id': chosen } });
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe(chosen);
    // The gateway runs inside the entry (GATEWAY_IN_ENTRY): the entry's line is the request's.
    for (const service of ['entry', 'academics']) {
      const lines = await linesWith(service, chosen);
      expect(lines).toContainEqual(expect.objectContaining({ service, reqId: chosen, msg: 'request', status: 200 }));
    }
    // Identity resolved the session for the same request.
    expect(await linesWith('identity', chosen)).not.toHaveLength(0);

    const own = await client.get('/api/courses');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unusable = await client.send('GET', '/api/courses', {
      headers: { 'x-request-id': 'no spaces or "quotes" allowed' },
    });
    expect(unusable.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('without a trusted proxy the entry never keeps a client-chosen id', async () => {
    const entry = await runService('entry', { GATEWAY_URL: process.env.TEST_GATEWAY_URL! });
    if (!entry.listening) throw new Error(entry.output);
    try {
      const response = await fetch(`${entry.url}/healthz`, { headers: { 'x-request-id': 'chosen-by-client' } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await entry.stop();
    }
  });
});

describe('metrics', () => {
  it('the gateway and each subgraph count operations, time them, and count errors by code', async () => {
    const { client } = await signedInClient('met');
    // A call into each subgraph (identity answers the session check of every one).
    for (const area of ['/api/courses', '/api/shadowing', '/api/dental-schools', '/api/applications'])
      expect((await client.get(area)).status).toBe(200);
    expect((await client.graphql('{ noSuchField }')).status).toBe(400);
    const text = await (await fetch(`${gateway()}/metrics`)).text();
    // Counted where the operation runs, whether it came over HTTP or from the entry it runs inside.
    expect(text).toMatch(
      /^graphql_operations_total\{operation="ListCourses",outcome="ok",service="gateway"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(
      /^graphql_operation_duration_seconds_bucket\{(?=[^}]*le="0\.1")(?=[^}]*operation="ListCourses")[^}]*\} \d+$/m,
    );
    expect(text).toMatch(/^graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED",service="gateway"\} [1-9]\d*$/m);
    expect(text).toMatch(/^service_restarts\{service="gateway"\} 0$/m);
    for (const { name } of SUBGRAPH_AREAS) {
      const own = await (await fetch(`${subgraph(name)}/metrics`)).text();
      expect(own).toMatch(
        new RegExp(
          `^graphql_operations_total\\{operation="[^"]+",outcome="(ok|error)",service="${name}"\\} \\d+$`,
          'm',
        ),
      );
    }
  });

  it("identity counts the gateway's session-ends polls under their own route and logs none of them", async () => {
    const polled =
      /^http_requests_total\{route="\/internal\/session-ends",method="POST",status="200",service="identity"\} ([1-9]\d*)$/m;
    // The gateway reads the feed every second from its start: wait for a few reads.
    const deadline = Date.now() + 10_000;
    let count = 0;
    while (count < 3 && Date.now() < deadline) {
      const text = await (await fetch(`${subgraph('identity')}/metrics`)).text();
      count = Number(polled.exec(text)?.[1] ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(count).toBeGreaterThanOrEqual(3);
    // One a second from each gateway: a line each would bury the requests a person made.
    const polls = logEntries(...serviceLogs('identity')).filter(
      (entry) => entry.msg === 'request' && (entry.route === '/internal/session-ends' || entry.route === 'static'),
    );
    expect(polls).toEqual([]);
  });

  it('the entry serves /metrics on its own port, not on the public one, with a bounded number of series', async () => {
    const metricsPort = await reservePort();
    const entry = await runService('entry', {
      GATEWAY_URL: process.env.TEST_GATEWAY_URL!,
      ENTRY_METRICS_PORT: String(metricsPort),
    });
    if (!entry.listening) throw new Error(entry.output);
    try {
      await fetch(`${entry.url}/api/user`);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toMatch(/^http_requests_total\{route="\/api\/user",method="GET",status="401",service="entry"\} 1$/m);
      const publicSide = await fetch(`${entry.url}/metrics`);
      expect(await publicSide.text()).not.toContain('http_requests_total');

      // Refused cross-site writes to made-up paths: the client picks the path, not the number of series.
      for (let i = 0; i < 250; i += 1) {
        const name = String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
        await fetch(`${entry.url}/api/made-up-${name}`, {
          method: 'POST',
          headers: { origin: 'https://evil.example' },
        });
      }
      const after = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const routes = new Set([...after.matchAll(/^http_requests_total\{route="([^"]+)"/gm)].map((m) => m[1]));
      expect(routes.size).toBeLessThanOrEqual(201);
      expect(after).toMatch(/^http_requests_total\{route="other",method="POST",status="403",service="entry"\} \d+$/m);
    } finally {
      await entry.stop();
    }
  });
});
