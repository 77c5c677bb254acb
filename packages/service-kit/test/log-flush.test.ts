import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * A service's log lines are buffered and flushed on a timer that stops while nothing is logged: a
 * line written alone, or after the service sat idle, must still reach stdout promptly while the
 * process keeps running.
 */
const LOGGER = path.resolve(__dirname, '../src/observability.ts');
const SCRIPT = `
  import { serviceLogger } from ${JSON.stringify(LOGGER)};
  const log = serviceLogger('flush-test');
  log.info('first line');
  setTimeout(() => log.info('after a quiet second'), 1000);
  setTimeout(() => {}, 6000);
`;

it('writes a lone line, and one logged after an idle second, without waiting for exit', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = performance.now();
  const seen: { msg: string; at: number }[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        for (const line of text.split('\n').filter(Boolean))
          seen.push({ msg: (JSON.parse(line) as { msg: string }).msg, at: performance.now() - started });
        if (seen.length === 2) resolve();
      });
      child.on('exit', () => reject(new Error(`exited having written ${JSON.stringify(seen)}`)));
    });
  } finally {
    child.kill();
  }
  expect(seen.map((line) => line.msg)).toEqual(['first line', 'after a quiet second']);
  // Logged 1 s apart, each line comes out a flush period after it was logged: not both at exit (6 s).
  const apart = seen[1]!.at - seen[0]!.at;
  expect(apart).toBeGreaterThan(900);
  expect(apart).toBeLessThan(2500);
}, 15_000);
