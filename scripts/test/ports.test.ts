import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { releasePort, reservePort } from '../ports';

/** Side-by-side stacks must never be given one port: a start-up check would be answered by the other stack's process. */
describe('reserved ports', () => {
  it('lie below the range the kernel gives outgoing connections', async () => {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    const port = await reservePort();
    releasePort(port);
    expect(port).toBeLessThan(ephemeralStart!);
  });

  it('are never given to another process while their owner holds them', async () => {
    const mine = new Set<number>();
    for (let i = 0; i < 300; i += 1) mine.add(await reservePort());
    // Another process reserves many ports while this one holds its claims.
    const script = `const { reservePort } = require(${JSON.stringify(path.join(__dirname, '..', 'ports.ts'))});
      (async () => { const got = []; for (let i = 0; i < 300; i += 1) got.push(await reservePort()); console.log(JSON.stringify(got)); })();`;
    const theirs = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' }),
    ) as number[];
    expect(theirs.filter((port) => mine.has(port))).toEqual([]);
    for (const port of mine) releasePort(port);
  });
});
