import { cpus, loadavg } from 'node:os';
import { areaConnections, loadStudents } from './scale/loader';
import { ok } from './students/client';
import { cpuSeconds, SERVICES } from './students/cpu';
import { ledger } from './students/ledger';
import { signUpStudents, startPlatform } from './students/platform';
import { count, describe, percentile, total, type Tally } from './students/stats';
import { studentLoop, type Outcome } from './students/student';

/**
 * `npm run bench:soak`: SOAK_LOADED students' data loaded first (1,000, by bench:scale's loader),
 * then SOAK_STUDENTS students (40) going round the app through /api for SOAK_SECONDS (60), then
 * every acknowledged write is looked for. Each service's CPU time is read from /proc before and
 * after.
 *
 * The students together offer SOAK_RATE requests/s (250), each request due on a fixed schedule,
 * and a request's latency counts from when it was due: a platform that falls behind shows it in
 * its latency. SOAK_RATE=max sends each student's next request as soon as the last is answered,
 * to find the most the platform answers; there latency is only students ÷ throughput (Little's
 * law), so its p99 says nothing of the platform.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const STUDENTS = Number(process.env.SOAK_STUDENTS ?? 40);
const LOADED = Number(process.env.SOAK_LOADED ?? 1000);
const RATE = process.env.SOAK_RATE === 'max' ? undefined : Number(process.env.SOAK_RATE ?? 250);
/** Paced, the requests answered may fall short of those offered by the few still under way at the end. */
const ANSWERED_SHARE = 0.98;
/**
 * Not measured: connections open and the services' code is compiled. Started cold at the full
 * rate, the first seconds took twice the CPU per request and left a backlog of seconds; paced,
 * the warm-up offers half the rate.
 */
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? 10);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const platform = await startPlatform('bench-soak', STUDENTS);
  console.log(`[soak] ${platform.stack.engine}; entry ${platform.stack.entryUrl}`);
  try {
    const connections = await areaConnections(platform.stack.databaseUri);
    await loadStudents(connections, 0, LOADED, platform.schoolIds);
    await connections.close();
    console.log(`[soak] ${LOADED} students' data loaded`);
    const students = await signUpStudents(platform, STUDENTS, 's');
    const writes = ledger();
    let running = true;
    let measuring = false;
    const latencies: number[] = [];
    const errors: Tally = {};
    const options = {
      schoolIds: platform.schoolIds,
      ledger: writes,
      running: () => running,
      intervalMs: RATE ? () => (STUDENTS * 1000) / (measuring ? RATE : RATE / 2) : undefined,
      onOutcome: ({ path, write, answer, waitedMs }: Outcome) => {
        if (!measuring) return;
        latencies.push(waitedMs);
        if (ok(answer)) return;
        const message = (answer.body as { message?: unknown } | undefined)?.message;
        count(
          errors,
          `${answer.status} ${write ? 'POST' : 'GET'} ${path}${typeof message === 'string' ? ` "${message.slice(0, 80)}"` : ''}`,
        );
      },
    };
    console.log(
      `[soak] ${STUDENTS} students signed up, offering ${RATE ? `${RATE} requests/s` : 'as many requests as are answered'}; ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s measured`,
    );
    const loops = students.map((student, i) => studentLoop(student, i, options));
    await sleep(WARM_UP_SECONDS * 1000);
    measuring = true;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const servicesBefore = SERVICES.map((name) => cpuSeconds(platform.stack.servicePid(name)));
    await sleep(SECONDS * 1000);
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const servicesCpu = SERVICES.map((name, i) => cpuSeconds(platform.stack.servicePid(name)) - servicesBefore[i]!);
    // The bench's own share of the CPUs it competes for with the platform.
    const { user, system } = process.cpuUsage(cpuBefore);
    const clientCpu = ((user + system) / 1e6 / elapsed) * 100;
    running = false;
    await Promise.all(loops);
    console.log("[soak] reading every student's records back");
    const check = await writes.check();

    latencies.sort((a, b) => a - b);
    const rps = latencies.length / elapsed;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const throughput: [string, string, string, boolean | undefined][] = RATE
      ? [
          ['offered (requests/s)', String(RATE), '≥ 250', RATE >= 250],
          [
            'answered (requests/s)',
            rps.toFixed(0),
            `≥ ${ANSWERED_SHARE * 100}% of offered`,
            rps >= ANSWERED_SHARE * RATE,
          ],
          ['p50 latency from when due (ms)', p50.toFixed(1), '', undefined],
          ['p99 latency from when due (ms)', p99.toFixed(1), '< 150', p99 < 150],
        ]
      : [
          ['throughput, each student back-to-back (requests/s)', rps.toFixed(0), '≥ 250', rps >= 250],
          [`p50 latency (ms; = ${STUDENTS} students ÷ throughput)`, p50.toFixed(1), '', undefined],
          ['p99 latency (ms)', p99.toFixed(1), '', undefined],
        ];
    const rows: [string, string, string, boolean | undefined][] = [
      ['requests', String(latencies.length), '', undefined],
      ...throughput,
      ['errors (non-2xx or no answer)', describe(errors), '0', total(errors) === 0],
      ['acknowledged records checked', String(check.acknowledged), '', undefined],
      ['acknowledged writes lost', String(check.lost), '0', check.lost === 0],
      ['writes stored more than once', String(check.duplicated), '0', check.duplicated === 0],
      ['failed writes stored anyway', String(check.storedUnacknowledged), '', undefined],
      ['lists not readable at the end (unchecked)', String(check.unreadable), '0', check.unreadable === 0],
      ['bench client CPU (% of one core)', clientCpu.toFixed(0), '', undefined],
    ];
    // Everything shares this machine's CPUs: a busy machine (other runs) slows the platform down.
    console.log(
      `\nsoak: ${STUDENTS} students, ${SECONDS} s, ${LOADED} more students' data loaded; ${cpus().length} CPUs, load average at the end ${loadavg()[0]!.toFixed(1)}\n`,
    );
    console.log('| figure | value | target | met |');
    console.log('|---|---|---|---|');
    for (const [figure, value, target, met] of rows)
      console.log(`| ${figure} | ${value} | ${target} | ${met === undefined ? '' : met ? 'yes' : 'NO'} |`);
    console.log('\n| service | CPU seconds | CPU seconds per 1,000 requests |');
    console.log('|---|---|---|');
    SERVICES.forEach((name, i) =>
      console.log(
        `| ${name} | ${servicesCpu[i]!.toFixed(1)} | ${((servicesCpu[i]! / latencies.length) * 1000).toFixed(2)} |`,
      ),
    );
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
