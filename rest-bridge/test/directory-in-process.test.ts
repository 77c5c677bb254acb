import express from 'express';
import { NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import { createBridge } from '../src/bridge';
import type { InProcessGateway } from '../src/gateway-client';
import { listen } from '../../test-support/listen';

/** The gateway in the bridge's process, as far as the directory's rows use it. */
const gateway = {
  version: 'v1',
  writes: 0,
  viewer: { id: 'student' } as object | null,
  identityDown: false,
  /** Runs after an operation read its answer, before it returns (a write ending meanwhile). */
  during: () => {},
  operations: [] as string[],
};
const inProcess: InProcessGateway = {
  async execute(_req, _res, query) {
    gateway.operations.push(/query (\w+)/.exec(query)![1]!);
    if (gateway.identityDown)
      return { errors: [{ message: 'Sign-in is unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
    if (!gateway.viewer)
      return { errors: [{ message: NOT_SIGNED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] };
    const schools = [{ id: 'a', name: `A ${gateway.version}`, isFavorite: false }];
    const answer = { data: { directoryVersion: gateway.version, favoriteSchoolIds: [], dentalSchools: schools } };
    gateway.during();
    return answer;
  },
  async viewer() {
    if (gateway.identityDown) throw new Error('identity does not answer');
    return gateway.viewer;
  },
  writes: () => gateway.writes,
};

describe('GET /api/dental-schools/directory with the gateway in process (issue 39)', () => {
  let bridge: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const app = express();
    app.use('/api', createBridge({ gateway: inProcess }));
    bridge = await listen(app);
  });
  afterAll(() => new Promise((resolve) => bridge.server.close(resolve)));
  beforeEach(() => {
    Object.assign(gateway, { viewer: { id: 'student' }, identityDown: false, during: () => {} });
    jest.restoreAllMocks();
  });

  const read = (etag?: string, path = '/api/dental-schools/directory') =>
    fetch(bridge.url + path, { headers: etag ? { 'if-none-match': etag } : {} });
  /** Which operations the gateway ran since the last call. */
  const asked = () => gateway.operations.splice(0);
  /** A fresh version whose list this bridge has kept, and its ETag. */
  async function held(version: string) {
    gateway.version = version;
    gateway.writes += 1;
    const first = await read();
    expect(first.status).toBe(200);
    asked();
    return first.headers.get('etag')!;
  }

  it('answers a repeat read 304 from the version it read lately, running no operation', async () => {
    const etag = await held('v1');
    const repeat = await read(etag);
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('cache-control')).toBe('private, no-cache');
    expect(asked()).toEqual([]);
    // Another student's browser without the list gets it from the list kept for the version.
    expect(await (await read()).json()).toEqual([{ id: 'a', name: 'A v1' }]);
    expect(asked()).toEqual([]);
  });

  it('asks again at once after a schools write ended in this process, and answers the new version', async () => {
    const etag = await held('v2');
    gateway.version = 'v3';
    gateway.writes += 1;
    const changed = await read(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toEqual([{ id: 'a', name: 'A v3' }]);
    expect(asked()).toEqual(['DirectoryState', 'ListDentalSchools']);
  });

  it('keeps no version read while a schools write ended', async () => {
    await held('v4');
    gateway.writes += 1;
    gateway.during = () => {
      gateway.during = () => {};
      gateway.version = 'v5';
      gateway.writes += 1;
    };
    expect(await (await read()).json()).toEqual([{ id: 'a', name: 'A v4' }]);
    expect(asked()).toEqual(['DirectoryState']);
    // The version it read predates the write: the next read asks again.
    expect(await (await read()).json()).toEqual([{ id: 'a', name: 'A v5' }]);
    expect(asked()).toEqual(['DirectoryState', 'ListDentalSchools']);
  });

  it('asks again once the version it read is older than DIRECTORY_VERSION_MS (1 s)', async () => {
    const etag = await held('v6');
    gateway.version = 'v7';
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 1_000);
    const changed = await read(etag);
    expect(changed.status).toBe(200);
    expect(asked()).toEqual(['DirectoryState', 'ListDentalSchools']);
  });

  it('answers 401, never 304, to a session the gateway does not hold', async () => {
    const etag = await held('v8');
    gateway.viewer = null;
    const refused = await read(etag);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
    expect(asked()).toEqual([]);
  });

  it('asks the state operation when identity cannot tell who holds the session', async () => {
    const etag = await held('v9');
    gateway.identityDown = true;
    expect((await read(etag)).status).toBe(503);
    expect(asked()).toEqual(['DirectoryState']);
  });

  it("still asks for the student's favorites on each read of /api/dental-schools", async () => {
    await held('v10');
    const first = await read(undefined, '/api/dental-schools');
    expect((await read(first.headers.get('etag')!, '/api/dental-schools')).status).toBe(304);
    expect(asked()).toEqual(['DirectoryState', 'DirectoryState']);
  });
});
