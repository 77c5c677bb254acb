import { ok, type Answer } from './students/client';
import { ledger } from './students/ledger';
import { signUpStudents, startPlatform } from './students/platform';
import { count, describe, total, type Tally } from './students/stats';
import { studentLoop, write, type Area, type Outcome, type Student } from './students/student';

/**
 * `npm run bench:faults`: while FAULTS_STUDENTS students (20) go round the app, each subgraph,
 * then identity, then the database engine is killed (SIGKILL) in turn. Per fault: how long
 * until that area answers again by itself, what the other areas' users saw meanwhile, and
 * how many 500s; at the end, every acknowledged write is looked for.
 */
const STUDENTS = Number(process.env.FAULTS_STUDENTS ?? 20);
const LOAD_BEFORE_KILL_MS = 3000;
const SETTLE_MS = 3000;
const POLL_MS = 100;
const GIVE_UP_MS = 60_000;
/** Probes overlap (one starts every POLL_MS whatever the last is doing), so they need connections beside the students'. */
const PROBE_CONNECTIONS = 100;

interface Fault {
  service: string;
  /** The engine serves every area. */
  area: Area | 'engine';
  targetSeconds: number;
  /** A call that answers 2xx once the area is back. */
  probe(prober: Student): Promise<Answer>;
}

interface Window {
  fault: Fault;
  /** From the kill until the probe's first 2xx. */
  outage: boolean;
  otherErrors: Tally;
  otherWritesFailed: number;
  ownErrors: Tally;
  /** From the kill until the next fault. */
  fiveHundreds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from `killedAt` to the first 2xx of a probe, starting one every POLL_MS; undefined after GIVE_UP_MS. */
function secondsToRecover(probe: () => Promise<Answer>, killedAt: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const finish = (seconds: number | undefined) => {
      clearInterval(poller);
      clearTimeout(giveUp);
      resolve(seconds);
    };
    const fire = () => void probe().then((answer) => ok(answer) && finish((performance.now() - killedAt) / 1000));
    const poller = setInterval(fire, POLL_MS);
    const giveUp = setTimeout(() => finish(undefined), GIVE_UP_MS);
    fire();
  });
}

async function main() {
  const platform = await startPlatform('bench-faults', STUDENTS + PROBE_CONNECTIONS);
  const { stack } = platform;
  console.log(`[faults] ${stack.engine}; entry ${stack.entryUrl}`);
  let keepLogs = true;
  try {
    const [prober, ...students] = await signUpStudents(platform, STUDENTS + 1, 'f');
    const writes = ledger();
    const get = (path: string) => () => prober!.client.call('GET', path);
    const faults: Fault[] = [
      { service: 'academics', area: 'academics', targetSeconds: 5, probe: get('/api/courses') },
      { service: 'experience', area: 'experience', targetSeconds: 5, probe: get('/api/shadowing') },
      { service: 'schools', area: 'schools', targetSeconds: 5, probe: get('/api/dental-schools') },
      { service: 'identity', area: 'identity', targetSeconds: 5, probe: get('/api/user') },
      {
        service: 'engine',
        area: 'engine',
        targetSeconds: 10,
        probe: async () => (await write(prober!, 'course', platform.schoolIds, writes)).answer,
      },
    ];

    let window: Window | undefined;
    let requests = 0;
    let fiveHundreds = 0;
    let running = true;
    /** Students' and probes' answers alike. */
    const note500 = (answer: Answer) => {
      if (answer.status !== 500) return;
      fiveHundreds += 1;
      if (window) window.fiveHundreds += 1;
    };
    const onOutcome = ({ area, write: isWrite, answer }: Outcome) => {
      requests += 1;
      note500(answer);
      if (!window?.outage || ok(answer)) return;
      if (window.fault.area === 'engine' || area === window.fault.area)
        return count(window.ownErrors, `${area} ${answer.status}`);
      count(window.otherErrors, `${area} ${answer.status}`);
      if (isWrite) window.otherWritesFailed += 1;
    };
    const loops = students.map((student, i) =>
      studentLoop(student, i, { schoolIds: platform.schoolIds, ledger: writes, running: () => running, onOutcome }),
    );
    console.log(`[faults] ${STUDENTS} students going round the app`);

    const rows: string[] = [];
    let allMet = true;
    for (const fault of faults) {
      await sleep(LOAD_BEFORE_KILL_MS);
      window = undefined;
      const pid = stack.servicePid(fault.service);
      if (!pid) {
        rows.push(`| ${fault.service} | not run: the stack gives no process id for it | | | | | |`);
        continue;
      }
      const current: Window = {
        fault,
        outage: true,
        otherErrors: {},
        otherWritesFailed: 0,
        ownErrors: {},
        fiveHundreds: 0,
      };
      window = current;
      const killedAt = performance.now();
      process.kill(pid, 'SIGKILL');
      const seconds = await secondsToRecover(async () => {
        const answer = await fault.probe(prober!);
        note500(answer);
        return answer;
      }, killedAt);
      current.outage = false;
      console.log(
        `[faults] ${fault.service} killed; ${seconds === undefined ? `no answer within ${GIVE_UP_MS / 1000} s` : `answering again after ${seconds.toFixed(1)} s`}`,
      );
      await sleep(SETTLE_MS);
      const others =
        fault.area === 'engine'
          ? 'n/a (every area uses it)'
          : `${describe(current.otherErrors)}${current.otherWritesFailed ? `, ${current.otherWritesFailed} of them writes` : ''}`;
      const met =
        seconds !== undefined &&
        seconds <= fault.targetSeconds &&
        total(current.otherErrors) === 0 &&
        current.fiveHundreds === 0;
      allMet &&= met;
      rows.push(
        `| ${fault.service} | ${seconds === undefined ? `> ${GIVE_UP_MS / 1000}` : seconds.toFixed(1)} | ≤ ${fault.targetSeconds} | ${others} | ${describe(current.ownErrors)} | ${current.fiveHundreds} | ${met ? 'yes' : 'NO'} |`,
      );
    }
    window = undefined;
    running = false;
    await Promise.all(loops);
    console.log("[faults] reading every student's records back");
    const check = await writes.check();

    console.log(`\nfaults: ${STUDENTS} students, ${requests} requests\n`);
    console.log(
      "| killed (SIGKILL) | answering again after (s) | target | other areas' errors during the outage | killed area's errors during the outage (allowed) | 500s until the next fault | met |",
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log('\n| figure | value | target | met |');
    console.log('|---|---|---|---|');
    const totals: [string, number, number | undefined][] = [
      ['answers of 500 (whole run)', fiveHundreds, 0],
      ['acknowledged records checked', check.acknowledged, undefined],
      ['acknowledged writes lost', check.lost, 0],
      ['writes stored more than once', check.duplicated, 0],
      ['failed writes stored anyway (allowed)', check.storedUnacknowledged, undefined],
      ['lists not readable at the end (unchecked)', check.unreadable, 0],
    ];
    for (const [figure, value, target] of totals)
      console.log(
        `| ${figure} | ${value} | ${target ?? ''} | ${target === undefined ? '' : value === target ? 'yes' : 'NO'} |`,
      );
    keepLogs = !allMet || totals.some(([, value, target]) => target !== undefined && value !== target);
  } finally {
    await platform.stop(keepLogs);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
