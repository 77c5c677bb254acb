import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signUpStudent, type Session } from './explorer/accounts';
import { lcpGraph } from './lcp-graph';
import { runBench } from './with-own-stack';

/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's default mobile run (simulated
 * slow 4G, 4x slower CPU) in Debian's chromium on the five pages of issue 41, a student with a few
 * courses signed in where the page needs one. `-- --entry http://localhost:3000` measures a
 * platform already running instead of starting one; `--only /dashboard,/auth` measures some pages;
 * `--save DIR` keeps each page's report. Prints one row per page.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/coursework', signedIn: true },
  { path: '/dental-schools', signedIn: true },
];
const { values: options } = parseArgs({
  options: { entry: { type: 'string' }, save: { type: 'string' }, only: { type: 'string' } },
});

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  scripts: number;
  flagged: string[];
}

async function measure(url: string, session: Session | undefined, port: number): Promise<Row> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: session ? { Cookie: session.cookie } : undefined,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (options.save) {
    saveReport(options.save, url, result.report);
    saveReport(options.save, url, JSON.stringify(await lcpGraph(), null, 1), '.lcp-graph');
  }
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: requests.length,
    // What the accessibility score lost points on, so a 98 says why.
    flagged: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/**
 * `--save DIR` keeps each page's whole report (scripts, long tasks, treemap data) to see what a
 * score lost on, and (NAME.lcp-graph.json) the requests and tasks its simulated LCP waited for.
 */
function saveReport(dir: string, url: string, report: string | string[], suffix = ''): void {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
  writeFileSync(join(dir, `${name}${suffix}.json`), Array.isArray(report) ? report.join('') : report);
}

function print(rows: Row[], versions: string): void {
  console.log(`\n${versions}`);
  console.log('| page | performance | accessibility | LCP | TBT | JS transferred |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| \`${row.page}\` | ${row.performance} | ${row.accessibility} | ${(row.lcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms | ${Math.round(row.jsBytes / 1024)} KB, ${row.scripts} scripts |`,
    );
  for (const row of rows.filter((r) => r.flagged.length > 0))
    console.log(`accessibility on ${row.page} flags: ${row.flagged.join(', ')}`);
}

/** Each page in a chromium of its own: a second run in the same browser sometimes records no navigation (NO_NAVSTART). */
async function measureInFreshChromium(url: string, session: Session | undefined): Promise<Row> {
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await measure(url, session, chrome.port);
  } finally {
    chrome.kill();
  }
}

async function run(entryUrl: string): Promise<void> {
  const student = await signUpStudent(entryUrl);
  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
  const chromium = execFileSync(CHROMIUM, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const rows: Row[] = [];
  for (const page of PAGES.filter((p) => !options.only || options.only.split(',').includes(p.path))) {
    // A run Lighthouse could not record (NO_NAVSTART on a busy machine) costs its row, not the table.
    const row = await measureInFreshChromium(`${entryUrl}${page.path}`, page.signedIn ? student : undefined).catch(
      (error: unknown) => console.log(`[bench:lighthouse] ${page.path}: ${String(error)}`),
    );
    if (!row) continue;
    console.log(`[bench:lighthouse] ${page.path}: performance ${row.performance}`);
    rows.push(row);
  }
  print(rows, `Lighthouse ${lighthousePackage.version}, mobile default; ${chromium}`);
}

runBench('bench-lighthouse', run, options.entry);
