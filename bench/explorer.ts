import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startOwnStack } from '../scripts/stack';
import { importSchools, signInAsAdmin, signUpStudent } from './explorer/accounts';
import { launchChromium } from './explorer/browser';
import { generatedSchools } from './explorer/generated-schools';
import { measureInitialLoad, type LoadFigures } from './explorer/initial-load';
import { measureKeystrokes } from './explorer/keystrokes';
import { percentile } from './students/stats';

/**
 * `npm run bench:explorer`: the dental school explorer with 5,000 generated schools besides the
 * seeded directory, in headless chromium: the first visit to /dental-schools (time to the first
 * school card, JS and data bytes) and the time from a keystroke in the search to the list painted.
 * `-- --generated 0` measures the seeded directory alone.
 */
const ADMIN_PASSWORD = 'Admin!Bench1';
const { values: options } = parseArgs({ options: { generated: { type: 'string', default: '5000' } } });
const GENERATED_SCHOOLS = Number(options.generated);
const LOADS = 5;
const TARGET_P95_MS = 50;

const log = (line: string) => console.log(`[bench:explorer] ${line}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

const met = (p95: number) => (p95 < TARGET_P95_MS ? 'met' : 'NOT met');

function summary(values: number[]) {
  const ordered = sorted(values);
  return {
    count: ordered.length,
    p50: percentile(ordered, 50),
    p95: percentile(ordered, 95),
    max: ordered.at(-1) ?? 0,
  };
}

function printLoads(loads: LoadFigures[]): void {
  const rows: [string, (load: LoadFigures) => number, (value: number) => string][] = [
    ['time to first school card', (l) => l.firstCardMs, ms],
    ['JS (scripts)', (l) => l.jsBytes, kb],
    ['data (/graphql and /api answers)', (l) => l.dataBytes, kb],
    ['data on a later visit, same browser', (l) => l.laterDataBytes, kb],
    ['other (page, styles, manifests)', (l) => l.otherBytes, kb],
    ['requests', (l) => l.requests, String],
  ];
  console.log(`\n| initial load of /dental-schools (${loads.length} fresh visits) | median | max |`);
  console.log('|---|---|---|');
  const operations = [...new Set(loads.flatMap((load) => Object.keys(load.operations)))].sort();
  for (const name of operations)
    rows.push(
      [`${name} answer on the wire`, (l) => l.operations[name]?.wireBytes ?? 0, kb],
      [`${name} answer decoded (JSON)`, (l) => l.operations[name]?.jsonBytes ?? 0, kb],
    );
  for (const [title, value, format] of rows) {
    const values = sorted(loads.map(value));
    console.log(`| ${title} | ${format(percentile(values, 50))} | ${format(values.at(-1)!)} |`);
  }
}

async function main() {
  const stack = await startOwnStack('bench-explorer', {
    env: { ADMIN_PASSWORD, LOGIN_RATE_LIMIT: '100000', REGISTER_RATE_LIMIT: '100000' },
  });
  const browser = await launchChromium().catch(async (error) => {
    await stack.stop();
    throw error;
  });
  let failed = false;
  try {
    log(
      `${stack.engine}; entry ${stack.entryUrl}; chromium ${browser.version()}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const started = performance.now();
    const created = await importSchools(
      stack.entryUrl,
      await signInAsAdmin(stack.entryUrl, ADMIN_PASSWORD),
      generatedSchools(GENERATED_SCHOOLS),
    );
    log(`imported ${created} generated schools in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const student = await signUpStudent(stack.entryUrl);

    const loads: LoadFigures[] = [];
    for (let visit = 1; visit <= LOADS; visit += 1) {
      const load = await measureInitialLoad(browser, stack.entryUrl, student);
      log(
        `visit ${visit}: first card ${ms(load.firstCardMs)}; JS ${kb(load.jsBytes)}, data ${kb(load.dataBytes)} (${load.graphqlRequests} /graphql), other ${kb(load.otherBytes)}; ${load.requests} requests, ${load.failedRequests} failed`,
      );
      loads.push(load);
    }
    const last = loads.at(-1)!;
    log(`after load: "Showing ${last.shown} of ${last.total} schools", ${last.cards} school cards in the DOM`);

    const keystrokes = await measureKeystrokes(browser, stack.entryUrl, student);
    const changing = keystrokes.samples.filter((sample) => sample.changed);
    const rows = [
      ['first change painted, all keystrokes', summary(keystrokes.samples.map((sample) => sample.ms))],
      ['first change painted, keystrokes that changed the list', summary(changing.map((sample) => sample.ms))],
      ['list settled, all keystrokes', summary(keystrokes.samples.map((sample) => sample.settledMs))],
      ['list settled, keystrokes that changed the list', summary(changing.map((sample) => sample.settledMs))],
    ] as const;
    for (const [title, figures] of rows)
      log(
        `keystroke to ${title}: ${figures.count}, p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`,
      );
    const slowest = [...keystrokes.samples].sort((a, b) => b.settledMs - a.settledMs).slice(0, 5);
    log(
      `slowest to settle: ${slowest.map((sample) => `"${sample.key}" to ${sample.shown} shown ${ms(sample.settledMs)}`).join(', ')}`,
    );
    const [first, , settled] = rows;
    log(`target p95 < ${TARGET_P95_MS} ms: first change ${met(first[1].p95)}, settled ${met(settled[1].p95)}`);
    for (const sample of keystrokes.failed) log(`keystroke "${sample.key}" not measured: ${sample.error}`);
    failed = keystrokes.failed.length > 0;

    printLoads(loads);
    console.log(
      `\n| keystroke in search to list painted (${last.total} schools, ${last.cards} cards in the DOM) | keystrokes | p50 | p95 | max |`,
    );
    console.log('|---|---|---|---|---|');
    for (const [title, figures] of rows)
      console.log(`| ${title} | ${figures.count} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} |`);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
