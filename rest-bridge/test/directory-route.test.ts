import { bridgeInFrontOf } from './service-down';

const schools = [
  { id: 'a', name: 'A', isFavorite: false },
  { id: 'b', name: 'B', isFavorite: false },
];
/** One answer for every operation: each of the row's two takes its own fields from it. */
const answer = { data: { directoryVersion: 'v1', favoriteSchoolIds: ['b'], dentalSchools: schools } };

describe('GET /api/dental-schools in front of the gateway', () => {
  let bridge: Awaited<ReturnType<typeof bridgeInFrontOf>>;
  beforeAll(async () => {
    bridge = await bridgeInFrontOf(answer);
  });
  afterAll(() => bridge.close());

  const read = (etag?: string, path = '/api/dental-schools') =>
    fetch(bridge.url + path, { headers: etag ? { 'if-none-match': etag } : {} });
  /** Which operations reached the gateway since the last call. */
  let seen = 0;
  const asked = () => {
    const names = bridge.operations.slice(seen).map((text) => /query (\w+)/.exec(text)?.[1]);
    seen = bridge.operations.length;
    return names;
  };

  it('asks the list once per directory version, and answers a held ETag 304 without it', async () => {
    const first = await read();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual([
      { id: 'a', name: 'A', isFavorite: false },
      { id: 'b', name: 'B', isFavorite: true },
    ]);
    expect(asked()).toEqual(['DirectoryState', 'ListDentalSchools']);
    const etag = first.headers.get('etag')!;

    expect((await read()).status).toBe(200);
    expect(asked()).toEqual(['DirectoryState']);
    const repeat = await read(etag);
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe('');
    expect(asked()).toEqual(['DirectoryState']);

    answer.data.directoryVersion = 'v2';
    const changed = await read(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(asked()).toEqual(['DirectoryState', 'ListDentalSchools']);
  });

  it("answers the explorer's list without anyone's favorites, from the list kept for the version", async () => {
    answer.data.directoryVersion = 'v3';
    const first = await read(undefined, '/api/dental-schools/directory');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(await first.json()).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]);
    expect(asked()).toEqual(['DirectoryState', 'ListDentalSchools']);
    // The student's own list of the same version is spliced from the same kept list.
    expect((await read()).status).toBe(200);
    expect(asked()).toEqual(['DirectoryState']);

    // Compressed once per version: a browser that accepts brotli gets it, any other client plain JSON.
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', null],
    ] as const) {
      const answer = await fetch(`${bridge.url}/api/dental-schools/directory`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(await answer.json()).toEqual([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ]);
    }
    expect(asked()).toEqual(['DirectoryState', 'DirectoryState']);

    const repeat = await read(first.headers.get('etag')!, '/api/dental-schools/directory');
    expect(repeat.status).toBe(304);
    expect(asked()).toEqual(['DirectoryState']);
  });
});
