import { createServer } from 'node:http';
import { request } from 'undici';
import { boundPort, closeServer, listen } from '../src/listen';

/**
 * A stop begun while a keep-alive client's request is being answered: the answer still goes out,
 * and the stop ends then, not after the 65 s keep-alive timeout (the supervisor's kill came first).
 */
it('answers the request in flight, then ends its socket instead of waiting for the keep-alive timeout', async () => {
  let second!: () => void;
  const inFlight = new Promise<void>((resolve) => (second = resolve));
  let requests = 0;
  const server = await listen(
    createServer((_req, res) => {
      if (++requests === 2) second();
      setTimeout(() => res.end('answered'), 200);
    }),
    0,
    '127.0.0.1',
  );
  const url = `http://127.0.0.1:${boundPort(server)}/`;
  // A socket first used and kept, as the gateway's client keeps its sockets to a subgraph.
  await (await request(url)).body.text();
  const answer = request(url).then(async (response) => [response.statusCode, await response.body.text()]);
  await inFlight;

  const stopped = closeServer(server).then(() => 'stopped');
  const waited = new Promise((resolve) => setTimeout(() => resolve('still open after 3 s'), 3000).unref());
  expect(await answer).toEqual([200, 'answered']);
  expect(await Promise.race([stopped, waited])).toBe('stopped');
});
