import type { Dispatcher } from 'undici';
import { MAX_DAT_SCORES } from '@predental/academics-contract/dat';
import { ListCoursesDocument, ListDatScoresDocument } from '../mfe-academics/src/gql/graphql';
import {
  GetExperienceSettingsDocument,
  ShadowingEntriesDocument,
  VolunteerEntriesDocument,
} from '../mfe-experience/src/gql/graphql';
import { FavoriteSchoolsDocument, MyDentalSchoolsDocument } from '../mfe-schools/src/gql/graphql';
import { CurrentUserDocument } from '../shell/src/gql/graphql';
import { callGraphql, client, ok, operationText, type Answer, type Entry, type Operation } from './students/client';
import { cpuSeconds, SERVICES } from './students/cpu';
import { askEngineForMetrics, opsPerCall } from './students/engine-ops';
import { ledger } from './students/ledger';
import { signUpStudents, startPlatform } from './students/platform';
import { write, type Student } from './students/student';
import { WRITES, type Kind } from './students/writes';

/**
 * `npm run bench:endpoints`: what one `/api` call of each kind costs each service in CPU, so a
 * soak's total can be traced to the calls that make it up, and of each of the browser's /graphql reads. ENDPOINTS_CONCURRENCY students (10)
 * call together, ENDPOINTS_REQUESTS (600) calls of each kind in all: a service's CPU per call
 * falls as more calls share its wake-ups, so compare figures taken at one concurrency. With the
 * embedded FerretDB it also counts the engine's operations per call (its metrics), which the
 * machine's load does not blur.
 */
const CONCURRENCY = Number(process.env.ENDPOINTS_CONCURRENCY ?? 10);
const REQUESTS = Number(process.env.ENDPOINTS_REQUESTS ?? 600);
/**
 * Each student's lists hold this many of each record before reads are measured (ENDPOINTS_RECORDS):
 * a read's cost by list length, as a soak's students' lists grow with its writes.
 */
const RECORDS = Number(process.env.ENDPOINTS_RECORDS ?? 10);
/** Only the calls whose label matches this (ENDPOINTS_ONLY, a regular expression, e.g. "^/graphql"), the rest skipped. */
const ONLY = new RegExp(process.env.ENDPOINTS_ONLY ?? '');
const WARM_UP_ROUNDS = 5;
const READS = [
  '/api/user',
  '/api/courses',
  '/api/dat',
  '/api/shadowing',
  '/api/volunteer',
  '/api/goals',
  '/api/dental-schools',
  '/api/favorites/schools',
];
/** The browser's own reads, as the soak's /graphql mix sends them. */
const QUERIES: Operation[] = [
  CurrentUserDocument,
  ListCoursesDocument,
  ListDatScoresDocument,
  ShadowingEntriesDocument,
  VolunteerEntriesDocument,
  GetExperienceSettingsDocument,
  MyDentalSchoolsDocument,
  FavoriteSchoolsDocument,
];

/** A browser's HTTP cache for one client: it sends back the last ETag each path gave, so a repeat read revalidates (issue 39). */
function revalidating(pool: Entry): Entry {
  const etags = new Map<string, string>();
  return {
    async request(options: Dispatcher.RequestOptions) {
      const etag = etags.get(options.path);
      const headers = { ...(options.headers as Record<string, string>), ...(etag ? { 'if-none-match': etag } : {}) };
      const response = await pool.request({ ...options, headers });
      const sent = response.headers.etag;
      if (typeof sent === 'string') etags.set(options.path, sent);
      return response;
    },
  };
}

async function main() {
  const engineOps = await askEngineForMetrics();
  const platform = await startPlatform('bench-endpoints', CONCURRENCY);
  try {
    const students = await signUpStudents(platform, CONCURRENCY, 'p');
    const writes = ledger();
    const kinds = Object.keys(WRITES) as Kind[];
    const writeOnce = (kind: Kind) => async (student: Student) =>
      (await write(student, kind, platform.schoolIds, writes)).answer;
    for (const kind of kinds) for (let i = 0; i < RECORDS; i += 1) await Promise.all(students.map(writeOnce(kind)));

    const rows: string[] = [];
    const measure = async (label: string, call: (student: Student) => Promise<Answer>, callers = students) => {
      if (!ONLY.test(label)) return;
      let failed = 0;
      let bytes = 0;
      // A call that failed cost less than one that worked: the row says how many did.
      const round = () =>
        Promise.all(
          callers.map(async (student) => {
            const answer = await call(student);
            bytes += answer.bytes ?? 0;
            if (!ok(answer) && answer.status !== 304) failed += 1;
          }),
        );
      for (let i = 0; i < WARM_UP_ROUNDS; i += 1) await round();
      failed = 0;
      bytes = 0;
      const opsBefore = await engineOps.read();
      const before = SERVICES.map((name) => cpuSeconds(platform.stack.servicePid(name)));
      const rounds = Math.ceil(REQUESTS / CONCURRENCY);
      for (let i = 0; i < rounds; i += 1) await round();
      const calls = rounds * callers.length;
      const perCall = SERVICES.map(
        (name, i) => ((cpuSeconds(platform.stack.servicePid(name)) - before[i]!) * 1000) / calls,
      );
      const ops = opsPerCall(opsBefore, await engineOps.read(), calls);
      const sum = perCall.reduce((a, b) => a + b, 0);
      rows.push(
        `| ${label} | ${perCall.map((ms) => ms.toFixed(2)).join(' | ')} | ${sum.toFixed(2)} | ${ops.total} | ${ops.detail} | ${Math.round(bytes / calls)} | ${failed} |`,
      );
    };
    for (const path of READS) await measure(`GET ${path}`, (student) => student.client.call('GET', path));
    for (const query of QUERIES) {
      const name = /query (\w+)/.exec(operationText(query))?.[1];
      await measure(`/graphql ${name}`, (student) => callGraphql(student.client, query));
    }
    let revalidators = 0;
    const newRevalidator = () => client(revalidating(platform.pool), `fd00:be7d::${(revalidators += 1).toString(16)}`);
    const holding = await signUpStudents({ newClient: newRevalidator }, CONCURRENCY, 'r');
    for (const path of ['/api/dental-schools', '/api/dental-schools/directory']) {
      const answered = new Map<unknown, number>();
      await measure(
        `GET ${path} (304)`,
        async (student) => {
          const answer = await student.client.call('GET', path);
          answered.set(answer.status, (answered.get(answer.status) ?? 0) + 1);
          return answer;
        },
        holding,
      );
      // The first round downloads (200); every later one should revalidate.
      console.log(`[bench:endpoints] conditional reads of ${path} by status: ${JSON.stringify([...answered])}`);
    }
    // A student keeps at most MAX_DAT_SCORES, fewer than this row's adds: every `room` adds, a
    // caller hands on to a fresh student holding RECORDS scores, so no add is refused for the cap.
    const room = MAX_DAT_SCORES - RECORDS;
    const batches = Math.ceil((WARM_UP_ROUNDS + Math.ceil(REQUESTS / CONCURRENCY)) / room);
    const standIns = await signUpStudents(platform, CONCURRENCY * batches, 'd');
    for (let i = 0; i < RECORDS; i += 1) await Promise.all(standIns.map(writeOnce('dat')));
    const added = new Map<Student, number>();
    const addDat = (student: Student) => {
      const n = added.get(student) ?? 0;
      added.set(student, n + 1);
      return writeOnce('dat')(standIns[Math.floor(n / room) * CONCURRENCY + students.indexOf(student)]!);
    };
    for (const kind of kinds) await measure(`POST ${WRITES[kind].path}`, kind === 'dat' ? addDat : writeOnce(kind));

    console.log(
      `\nCPU milliseconds per call, ${CONCURRENCY} students calling together, ${REQUESTS} calls of each kind, ${RECORDS} of each record per student\n`,
    );
    console.log(`| call | ${SERVICES.join(' | ')} | all | engine ops | by command | bytes | failed |`);
    console.log(`|---|${SERVICES.map(() => '---|').join('')}---|---|---|---|---|`);
    console.log(rows.join('\n'));
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
