import { cpus, loadavg } from 'node:os';
import { areaConnections, loadStudents } from './scale/loader';
import { ok } from './students/client';
import { cpuSeconds } from './students/cpu';
import { ledger } from './students/ledger';
import { signUpStudents, startPlatform } from './students/platform';
import { count, describe, percentile, total, type Tally } from './students/stats';
import { studentLoop, type Outcome } from './students/student';

/**
 * `npm run bench:soak`: SOAK_LOADED students' data loaded first (1,000, by bench:scale's loader),
 * then SOAK_STUDENTS students (40) each going round the app through /api without think time for
 * SOAK_SECONDS (60), then every acknowledged write is looked for. Each service's CPU time is read
 * from /proc before and after.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const STUDENTS = Number(process.env.SOAK_STUDENTS ?? 40);
const LOADED = Number(process.env.SOAK_LOADED ?? 1000);
const SERVICES = ['entry', 'gateway', 'identity', 'academics', 'experience', 'schools', 'engine'];
/** Not measured: connections open and the services' code warms up, as in bench/run.ts. */
const WARM_UP_SECONDS = 3;

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
      onOutcome: ({ path, write, answer }: Outcome) => {
        if (!measuring) return;
        latencies.push(answer.ms);
        if (ok(answer)) return;
        const message = (answer.body as { message?: unknown } | undefined)?.message;
        count(errors, `${answer.status} ${write ? 'POST' : 'GET'} ${path}${typeof message === 'string' ? ` "${message.slice(0, 80)}"` : ''}`);
      },
    };
    console.log(`[soak] ${STUDENTS} students signed up; ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s measured`);
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
    const rows: [string, string, string, boolean | undefined][] = [
      ['requests', String(latencies.length), '', undefined],
      ['throughput (requests/s)', rps.toFixed(0), '≥ 250', rps >= 250],
      ['p50 latency (ms)', p50.toFixed(1), '', undefined],
      ['p99 latency (ms)', p99.toFixed(1), '< 150', p99 < 150],
      ['errors (non-2xx or no answer)', describe(errors), '0', total(errors) === 0],
      ['acknowledged records checked', String(check.acknowledged), '', undefined],
      ['acknowledged writes lost', String(check.lost), '0', check.lost === 0],
      ['writes stored more than once', String(check.duplicated), '0', check.duplicated === 0],
      ['failed writes stored anyway', String(check.storedUnacknowledged), '', undefined],
      ['lists not readable at the end (unchecked)', String(check.unreadable), '0', check.unreadable === 0],
      ['bench client CPU (% of one core)', clientCpu.toFixed(0), '', undefined],
    ];
    // Everything shares this machine's CPUs: a busy machine (other runs) slows the platform down.
    console.log(`\nsoak: ${STUDENTS} students, ${SECONDS} s, ${LOADED} more students' data loaded; ${cpus().length} CPUs, load average at the end ${loadavg()[0]!.toFixed(1)}\n`);
    console.log('| figure | value | target | met |');
    console.log('|---|---|---|---|');
    for (const [figure, value, target, met] of rows) console.log(`| ${figure} | ${value} | ${target} | ${met === undefined ? '' : met ? 'yes' : 'NO'} |`);
    console.log('\n| service | CPU seconds | CPU seconds per 1,000 requests |');
    console.log('|---|---|---|');
    SERVICES.forEach((name, i) => console.log(`| ${name} | ${servicesCpu[i]!.toFixed(1)} | ${((servicesCpu[i]! / latencies.length) * 1000).toFixed(2)} |`));
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
