import { API_ROWS } from '../src/api-rows';
import { bridgeWithServiceDown } from './service-down';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every /api path of SPEC §7 with the methods it serves; a path parameter gets a made-up value. */
const paths = new Map<string, string[]>();
for (const row of API_ROWS) paths.set(row.path, [...(paths.get(row.path) ?? []), row.method.toUpperCase()]);

/** Whether another row's pattern serves this method at this address (PATCH /courses/import is /courses/:id's). */
const servedElsewhere = (address: string, method: string) =>
  API_ROWS.some(
    (row) => row.method.toUpperCase() === method && new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}$`).test(address),
  );

describe('a known /api path asked with a method it does not serve (issue 23)', () => {
  // The bridge answers these itself: a stand-in gateway whose every answer is a 503 would show if one reached it.
  let bridge: Awaited<ReturnType<typeof bridgeWithServiceDown>>;
  beforeAll(async () => {
    bridge = await bridgeWithServiceDown('academics');
  });
  afterAll(() => bridge.close());

  it.each([...paths.entries()])('%s answers 405 with Allow for every other method', async (path, served) => {
    const address = path.replace(/:\w+/, '665f0000000000000000a001');
    const url = `${bridge.url}/api${address}`;
    const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    for (const method of METHODS.filter(
      (candidate) => !served.includes(candidate) && !servedElsewhere(address, candidate),
    )) {
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect([method, response.status, response.headers.get('allow'), await response.json()]).toEqual([
        method,
        405,
        allow,
        { message: 'Method not allowed' },
      ]);
    }
    const options = await fetch(url, { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, allow]);
  });

  it('still answers 404 for a path that does not exist', async () => {
    const response = await fetch(`${bridge.url}/api/courses/x/y`, { method: 'PUT' });
    expect(response.status).toBe(404);
  });

  it('asks the gateway nothing', () => {
    expect(bridge.operations).toEqual([]);
  });
});
