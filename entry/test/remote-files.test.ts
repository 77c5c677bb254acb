import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteFileReader } from '../src/remote-files';

/** A remote's own static-file service: answers what `files` holds now, counting each request. */
function remoteService(files: Record<string, unknown>) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url!);
    const file = files[req.url!];
    if (file === undefined) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(file));
  });
  return { server, requests };
}

describe("reading a remote's files for a page", () => {
  const files: Record<string, unknown> = {};
  const { server, requests } = remoteService(files);
  let read: ReturnType<typeof remoteFileReader>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    read = remoteFileReader(() => ({ academics: '/remotes/academics/mf-manifest.json' }), { academics: upstream });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests.length = 0;
    jest.useRealTimers();
  });

  it('reads each file afresh for every page, so a redeployed remote shows on the next page', async () => {
    files['/screens.json'] = { area: 'Academics', screens: [] };
    files['/mf-manifest.json'] = { id: 1 };
    await expect(read('academics', 'screens')).resolves.toEqual(files['/screens.json']);
    files['/mf-manifest.json'] = { id: 2 };
    await expect(read('academics', 'manifest')).resolves.toEqual({ id: 2 });
    await expect(read('academics', 'screens')).resolves.toEqual(files['/screens.json']);
    expect(requests).toEqual(['/screens.json', '/mf-manifest.json', '/screens.json']);
  });

  it('remembers a file that failed for a few seconds, then reads it again', async () => {
    delete files['/mf-manifest.json'];
    const start = Date.now();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: start });
    await expect(read('academics', 'manifest')).resolves.toBeUndefined();
    files['/mf-manifest.json'] = { id: 3 };
    await expect(read('academics', 'manifest')).resolves.toBeUndefined();
    jest.setSystemTime(start + 5_001);
    await expect(read('academics', 'manifest')).resolves.toEqual({ id: 3 });
    expect(requests).toEqual(['/mf-manifest.json', '/mf-manifest.json']);
  });

  it('reads nothing of a remote not in the list', async () => {
    await expect(read('nobody', 'screens')).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });
});
