import { cpus, loadavg } from 'node:os';
import { areaConnections, loadStudents } from './scale/loader';
import { ok } from './students/client';
import { contextSwitches, cpuSeconds, SERVICES } from './students/cpu';
import { askEngineForMetrics, opsPerCall, type EngineOps } from './students/engine-ops';
import { readGc, type GcReading } from './students/gc';
import { ledger, type Ledger } from './students/ledger';
import { signUpStudents, startPlatform, type Platform } from './students/platform';
import { count, describe, percentile, total, type Tally } from './students/stats';
import { studentLoop, type Mix, type Outcome, type Student } from './students/student';

/**
 * `npm run bench:soak`: SOAK_LOADED students' data loaded first (1,000, by bench:scale's loader),
 * then SOAK_STUDENTS students (40) going round the app for SOAK_SECONDS (60) in each mix of
 * SOAK_MIXES (both, one after the other on the same platform): the /api calls, then the browser's
 * own /graphql operations (the remotes' documents). Then every acknowledged write is looked for.
 * Each service's CPU time is read from /proc before and after each mix.
 *
 * The students together offer SOAK_RATE requests/s (150), each request due on a fixed schedule,
 * and a request's latency counts from when it was due: a platform that falls behind shows it in
 * its latency. SOAK_RATE=max sends each student's next request as soon as the last is answered,
 * to find the most the platform answers; there latency is only students ÷ throughput (Little's
 * law), so its p50 and p99 say nothing of the platform.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const STUDENTS = Number(process.env.SOAK_STUDENTS ?? 40);
const LOADED = Number(process.env.SOAK_LOADED ?? 1000);
const RATE = process.env.SOAK_RATE === 'max' ? undefined : Number(process.env.SOAK_RATE ?? 150);
const MIXES = (process.env.SOAK_MIXES ?? 'api,graphql').split(',') as Mix[];
/**
 * The mixes (by number, from 1) whose students sign up anew (SOAK_FRESH_STUDENTS, e.g. "3"): they
 * start with empty lists, where the students of the mixes before carry on with what they wrote.
 */
const FRESH_STUDENTS = (process.env.SOAK_FRESH_STUDENTS ?? '').split(',').filter(Boolean).map(Number);
/** Paced, the requests answered may fall short of those offered by the few still under way at the end. */
const ANSWERED_SHARE = 0.98;
/**
 * Not measured: connections open and the services' code is compiled. Started cold at the full
 * rate, the first seconds took twice the CPU per request and left a backlog of seconds; paced,
 * the warm-up offers half the rate.
 */
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? 10);
/** Issue 39's targets. */
const TARGET = { p50Ms: 30, p99Ms: 250, cpuMsPerRequest: 5.5, maxRate: 350 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MixRun {
  latencies: number[];
  elapsed: number;
  errors: Tally;
  /** CPU seconds of each of SERVICES over the measured time. */
  servicesCpu: number[];
  /** Context switches of each of SERVICES' threads over the measured time (wakeups). */
  servicesSwitches: number[];
  /** The bench's own share of the CPUs it competes for with the platform (% of one core). */
  clientCpu: number;
  /** The engine's operations per request, with the embedded FerretDB ('' elsewhere). */
  engineOps: { total: string; detail: string };
  /** Bytes of the answers' bodies per request (a 304's none). */
  bytes: number;
  /** Each Node service's GC over the measured time (undefined: the engine, or no /metrics). */
  gc: (GcReading | undefined)[];
}

/** Where each of SERVICES answers /graphql (and so /metrics); the gateway runs in the entry's process. */
const graphqlUrl = (platform: Platform, name: string): string | undefined =>
  name === 'entry' ? platform.stack.gatewayUrl : platform.stack.subgraphUrls[name];

const readAllGc = (platform: Platform) =>
  Promise.all(
    SERVICES.map(async (name) => {
      const url = graphqlUrl(platform, name);
      return url ? readGc(url) : undefined;
    }),
  );

async function soakMix(
  platform: Platform,
  engine: EngineOps,
  students: Student[],
  mix: Mix,
  writes: Ledger,
): Promise<MixRun> {
  let running = true;
  let measuring = false;
  const latencies: number[] = [];
  let bytes = 0;
  const errors: Tally = {};
  const options = {
    mix,
    schoolIds: platform.schoolIds,
    ledger: writes,
    running: () => running,
    intervalMs: RATE ? () => (STUDENTS * 1000) / (measuring ? RATE : RATE / 2) : undefined,
    onOutcome: ({ path, write, answer, waitedMs }: Outcome) => {
      if (!measuring) return;
      latencies.push(waitedMs);
      bytes += answer.bytes ?? 0;
      if (ok(answer)) return;
      const message = (answer.body as { message?: unknown } | undefined)?.message;
      count(
        errors,
        `${answer.status} ${write ? 'POST' : 'GET'} ${path}${typeof message === 'string' ? ` "${message.slice(0, 80)}"` : ''}`,
      );
    },
  };
  console.log(`[soak] ${mix} mix: ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s measured`);
  const loops = students.map((student, i) => studentLoop(student, i, options));
  await sleep(WARM_UP_SECONDS * 1000);
  measuring = true;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const opsBefore = await engine.read();
  const servicesBefore = SERVICES.map((name) => cpuSeconds(platform.stack.servicePid(name)));
  const switchesBefore = SERVICES.map((name) => contextSwitches(platform.stack.servicePid(name)));
  const gcBefore = await readAllGc(platform);
  await sleep(SECONDS * 1000);
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const servicesCpu = SERVICES.map((name, i) => cpuSeconds(platform.stack.servicePid(name)) - servicesBefore[i]!);
  const servicesSwitches = SERVICES.map(
    (name, i) => contextSwitches(platform.stack.servicePid(name)) - switchesBefore[i]!,
  );
  const { user, system } = process.cpuUsage(cpuBefore);
  const opsAfter = await engine.read();
  const gcAfter = await readAllGc(platform);
  running = false;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    elapsed,
    errors,
    servicesCpu,
    servicesSwitches,
    clientCpu: ((user + system) / 1e6 / elapsed) * 100,
    engineOps: opsPerCall(opsBefore, opsAfter, latencies.length),
    bytes: bytes / latencies.length,
    gc: gcAfter.map((after, i) => {
      const before = gcBefore[i];
      return after && before
        ? {
            seconds: after.seconds - before.seconds,
            collections: after.collections - before.collections,
            heapUsed: after.heapUsed,
          }
        : undefined;
    }),
  };
}

type Row = [figure: string, values: string[], target: string, met: boolean[] | undefined];

function mixRows(runs: MixRun[]): Row[] {
  const each = <T>(f: (run: MixRun) => T) => runs.map(f);
  const rps = each((run) => run.latencies.length / run.elapsed);
  const p50 = each((run) => percentile(run.latencies, 50));
  const p99 = each((run) => percentile(run.latencies, 99));
  const cpuPerRequest = each((run) => (run.servicesCpu.reduce((a, b) => a + b, 0) / run.latencies.length) * 1000);
  const fixed = (values: number[], digits: number) => values.map((value) => value.toFixed(digits));
  const throughput: Row[] = RATE
    ? [
        ['offered (requests/s)', runs.map(() => String(RATE)), '150', runs.map(() => RATE >= 150)],
        [
          'answered (requests/s)',
          fixed(rps, 0),
          `≥ ${ANSWERED_SHARE * 100}% of offered`,
          rps.map((value) => value >= ANSWERED_SHARE * RATE),
        ],
        [
          'p50 latency from when due (ms)',
          fixed(p50, 1),
          `< ${TARGET.p50Ms}`,
          p50.map((value) => value < TARGET.p50Ms),
        ],
        [
          'p99 latency from when due (ms)',
          fixed(p99, 1),
          `< ${TARGET.p99Ms}`,
          p99.map((value) => value < TARGET.p99Ms),
        ],
      ]
    : [
        [
          'throughput, each student back-to-back (requests/s)',
          fixed(rps, 0),
          `≥ ${TARGET.maxRate}`,
          rps.map((value) => value >= TARGET.maxRate),
        ],
        [`p50 latency (ms; = ${STUDENTS} students ÷ throughput)`, fixed(p50, 1), '', undefined],
      ];
  return [
    ['requests', each((run) => String(run.latencies.length)), '', undefined],
    ...throughput,
    [
      'CPU per request, all services (ms)',
      fixed(cpuPerRequest, 2),
      RATE ? `≤ ${TARGET.cpuMsPerRequest}` : '',
      RATE ? cpuPerRequest.map((value) => value <= TARGET.cpuMsPerRequest) : undefined,
    ],
    [
      'errors (non-2xx, GraphQL error or no answer)',
      each((run) => describe(run.errors)),
      '0',
      each((run) => total(run.errors) === 0),
    ],
    [
      'bench client CPU (% of one core)',
      fixed(
        each((run) => run.clientCpu),
        0,
      ),
      '',
      undefined,
    ],
    [
      'answer bytes per request',
      fixed(
        each((run) => run.bytes),
        0,
      ),
      '',
      undefined,
    ],
    ['engine operations per request', each((run) => run.engineOps.total), '', undefined],
    ['  by command', each((run) => run.engineOps.detail), '', undefined],
  ];
}

async function main() {
  const engine = await askEngineForMetrics();
  const platform = await startPlatform('bench-soak', STUDENTS);
  console.log(`[soak] ${platform.stack.engine}; entry ${platform.stack.entryUrl}`);
  try {
    const connections = await areaConnections(platform.stack.databaseUri);
    await loadStudents(connections, 0, LOADED, platform.schoolIds);
    await connections.close();
    console.log(`[soak] ${LOADED} students' data loaded`);
    let students = await signUpStudents(platform, STUDENTS, 's');
    console.log(
      `[soak] ${STUDENTS} students signed up, offering ${RATE ? `${RATE} requests/s` : 'as many requests as are answered'}`,
    );
    const writes = ledger();
    const runs: MixRun[] = [];
    for (const [i, mix] of MIXES.entries()) {
      if (i > 0 && FRESH_STUDENTS.includes(i + 1)) students = await signUpStudents(platform, STUDENTS, `s${i}`);
      runs.push(await soakMix(platform, engine, students, mix, writes));
    }
    console.log("[soak] reading every student's records back");
    const check = await writes.check();

    const single = (value: string, target: string, met?: boolean): [string[], string, boolean[] | undefined] => [
      MIXES.map((_, i) => (i === 0 ? value : '')),
      target,
      met === undefined ? undefined : [met],
    ];
    const rows: Row[] = [
      ...mixRows(runs),
      ['acknowledged records checked (both mixes)', ...single(String(check.acknowledged), '')],
      ['acknowledged writes lost', ...single(String(check.lost), '0', check.lost === 0)],
      ['writes stored more than once', ...single(String(check.duplicated), '0', check.duplicated === 0)],
      ['failed writes stored anyway', ...single(String(check.storedUnacknowledged), '')],
      ['lists not readable at the end (unchecked)', ...single(String(check.unreadable), '0', check.unreadable === 0)],
    ];
    // Everything shares this machine's CPUs: a busy machine (other runs) slows the platform down.
    console.log(
      `\nsoak: ${STUDENTS} students, ${SECONDS} s per mix, ${LOADED} more students' data loaded; ${cpus().length} CPUs, load average at the end ${loadavg()[0]!.toFixed(1)}\n`,
    );
    const columns = MIXES.map((mix) => (mix === 'api' ? '/api' : '/graphql'));
    console.log(`| figure | ${columns.join(' | ')} | target | met |`);
    console.log(`|---|${columns.map(() => '---|').join('')}---|---|`);
    for (const [figure, values, target, met] of rows)
      console.log(
        `| ${figure} | ${values.join(' | ')} | ${target} | ${met === undefined ? '' : met.every(Boolean) ? 'yes' : 'NO'} |`,
      );
    const perRequest = (run: MixRun, value: number) => value / run.latencies.length;
    console.log(
      `\n| service | ${columns.map((column) => `CPU ms per request, ${column} | wakeups per request, ${column}`).join(' | ')} |`,
    );
    console.log(`|---|${columns.map(() => '---|---|').join('')}`);
    SERVICES.forEach((name, i) =>
      console.log(
        `| ${name} | ${runs
          .map(
            (run) =>
              `${(perRequest(run, run.servicesCpu[i]!) * 1000).toFixed(2)} | ${perRequest(run, run.servicesSwitches[i]!).toFixed(1)}`,
          )
          .join(' | ')} |`,
      ),
    );
    console.log(
      `\n| service | ${columns.map((column) => `GC ms per request, ${column} | collections per 100 requests, ${column} | heap used at the end (MB), ${column}`).join(' | ')} |`,
    );
    console.log(`|---|${columns.map(() => '---|---|---|').join('')}`);
    SERVICES.forEach((name, i) => {
      if (runs.every((run) => !run.gc[i])) return;
      const cells = runs.map((run) => {
        const gc = run.gc[i];
        if (!gc) return ' | | ';
        return `${(perRequest(run, gc.seconds) * 1000).toFixed(3)} | ${(perRequest(run, gc.collections) * 100).toFixed(1)} | ${(gc.heapUsed / 1e6).toFixed(0)}`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    });
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
