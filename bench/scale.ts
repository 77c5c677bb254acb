import { cpus, loadavg } from 'node:os';
import { print } from 'graphql';
import { MyDentalSchoolsDocument } from '../mfe-schools/src/gql/graphql';
import { ok, type Answer, type Client } from './students/client';
import { startPlatform, type Platform } from './students/platform';
import { percentile } from './students/stats';
import { areaConnections, loadRecords, loadStudents, PER_STUDENT } from './scale/loader';

/**
 * `npm run bench:scale`: the reads each screen makes, right after the same student's own write,
 * with 100, 1,000 and 5,000 students' data in the database (SCALE_LEVELS), each student with
 * PER_STUDENT's courses, DAT attempts, entries and favorites. SCALE_MEASURED students (20) sign up
 * through /api and are measured one request at a time, SCALE_ROUNDS (5) times each; the others
 * are written by the fast loader (scale/loader.ts). No read cache exists to help.
 */
const LEVELS = (process.env.SCALE_LEVELS ?? '100,1000,5000').split(',').map(Number);
const MEASURED = Number(process.env.SCALE_MEASURED ?? 20);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 5);
// The explorer's own part after a course is added (issue 39: the directory itself comes apart, revalidated).
const EXPLORER = print(MyDentalSchoolsDocument);

interface Measured {
  client: Client;
  userId: string;
  username: string;
}

type Step = { write?: (s: Measured, round: number) => Promise<Answer>; read: (s: Measured) => Promise<Answer> };

/** Each screen's read, after the write a student makes there (the write is not timed). */
function screens(schoolIds: string[]): Record<string, Step> {
  const course = (round: number) => ({
    courseName: `Bench ${round}`,
    courseCode: 'BEN 1',
    credits: 3,
    grade: 'A',
    isScience: true,
    semester: 'Fall',
    year: 2025,
  });
  const dat = {
    testDate: '2025-06-01',
    biology: 500,
    generalChemistry: 510,
    organicChemistry: 520,
    perceptualAbility: 530,
    readingComprehension: 540,
    quantitativeReasoning: 550,
    academicAverage: 520,
  };
  const shadowing = { doctorName: 'Dr. Bench', practice: 'Bench Dental', date: '2025-06-01', hours: 3 };
  const volunteer = { organization: 'Bench Bank', type: 'Community', supervisor: 'Sam', date: '2025-06-01', hours: 2 };
  const toggled = schoolIds[schoolIds.length - 1]!;
  return {
    'courses (GET /api/courses)': {
      write: (s, r) => s.client.call('POST', '/api/courses', course(r)),
      read: (s) => s.client.call('GET', '/api/courses'),
    },
    'DAT scores (GET /api/dat)': {
      write: (s) => s.client.call('POST', '/api/dat', dat),
      read: (s) => s.client.call('GET', '/api/dat'),
    },
    'shadowing (GET /api/shadowing)': {
      write: (s) => s.client.call('POST', '/api/shadowing', shadowing),
      read: (s) => s.client.call('GET', '/api/shadowing'),
    },
    'volunteer (GET /api/volunteer)': {
      write: (s) => s.client.call('POST', '/api/volunteer', volunteer),
      read: (s) => s.client.call('GET', '/api/volunteer'),
    },
    'goals (GET /api/goals)': {
      write: (s, r) => s.client.call('PATCH', '/api/goals', { shadowingGoal: 100 + r }),
      read: (s) => s.client.call('GET', '/api/goals'),
    },
    'favorites (GET /api/favorites/schools)': {
      write: (s, r) =>
        r % 2
          ? s.client.call('DELETE', `/api/favorites/schools/${toggled}`)
          : s.client.call('POST', '/api/favorites/schools', { schoolId: toggled }),
      read: (s) => s.client.call('GET', '/api/favorites/schools'),
    },
    'explorer with my numbers (GraphQL dentalSchools)': {
      write: (s, r) => s.client.call('POST', '/api/courses', course(r)),
      read: (s) => s.client.call('POST', '/graphql', { query: EXPLORER }),
    },
    'session check (GET /api/user)': { read: (s) => s.client.call('GET', '/api/user') },
    'login by username (POST /api/simple-login)': {
      read: (s) => s.client.call('POST', '/api/simple-login', { username: s.username, password: 'Passw0rd!' }),
    },
  };
}

async function signUp(platform: Platform, count: number): Promise<Measured[]> {
  const run = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = platform.newClient();
      const username = `measured${run}${i}`;
      const answer = await client.call('POST', '/api/simple-register', {
        username,
        email: `${username}@example.com`,
        password: 'Passw0rd!',
      });
      if (answer.status !== 201)
        throw new Error(`sign-up of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { client, username, userId: (answer.body as { id: string }).id };
    }),
  );
}

type Row = { p50: number; p99: number; errors: number };

async function measureLevel(
  students: Measured[],
  steps: Record<string, Step>,
  admin: Client,
): Promise<Record<string, Row>> {
  const samples: Record<string, number[]> = {};
  const errors: Record<string, number> = {};
  const note = (name: string, answer: Answer) => {
    (samples[name] ??= []).push(answer.ms);
    if (!ok(answer) || (answer.body as { errors?: unknown })?.errors) errors[name] = (errors[name] ?? 0) + 1;
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const student of students) {
      for (const [name, step] of Object.entries(steps)) {
        if (step.write) {
          const written = await step.write(student, round);
          if (!ok(written))
            throw new Error(`${name}: the write answered ${written.status} ${JSON.stringify(written.body)}`);
        }
        note(name, await step.read(student));
      }
    }
    note('admin statistics (GET /api/admin/stats)', await admin.call('GET', '/api/admin/stats'));
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, ms]) => {
      ms.sort((a, b) => a - b);
      return [name, { p50: percentile(ms, 50), p99: percentile(ms, 99), errors: errors[name] ?? 0 }];
    }),
  );
}

async function main() {
  const platform = await startPlatform('bench-scale', MEASURED + 2);
  console.log(`[scale] ${platform.stack.engine}; entry ${platform.stack.entryUrl}`);
  const results: Record<number, Record<string, Row>> = {};
  try {
    const admin = platform.newClient();
    await admin.call('POST', '/api/simple-login', { username: 'admin', password: 'Admin!Bench1' });
    const students = await signUp(platform, MEASURED);
    const connections = await areaConnections(platform.stack.databaseUri);
    await loadRecords(
      connections,
      students.map((s) => s.userId),
      platform.schoolIds,
    );
    let loaded = MEASURED;
    for (const level of LEVELS) {
      const started = performance.now();
      await loadStudents(connections, loaded, level - loaded, platform.schoolIds);
      console.log(
        `[scale] ${level} students loaded (${((performance.now() - started) / 1000).toFixed(0)} s); measuring`,
      );
      loaded = level;
      results[level] = await measureLevel(students, screens(platform.schoolIds), admin);
    }
    await connections.close();
  } finally {
    await platform.stop();
  }

  const first = LEVELS[0]!;
  const last = LEVELS[LEVELS.length - 1]!;
  console.log(
    `\nscale: ${MEASURED} students measured ${ROUNDS} times each; each student ${JSON.stringify(PER_STUDENT)}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    `| read | ${LEVELS.map((l) => `${l.toLocaleString('en-US')} students p50 / p99 (ms)`).join(' | ')} | p50 < 25, p99 < 100 at ${last.toLocaleString('en-US')} | p50 within 1.5× of ${first} |`,
  );
  console.log(`|---|${LEVELS.map(() => '---|').join('')}---|---|`);
  for (const name of Object.keys(results[last]!)) {
    const cells = LEVELS.map((level) => {
      const row = results[level]![name]!;
      return `${row.p50.toFixed(1)} / ${row.p99.toFixed(1)}${row.errors ? ` (${row.errors} errors)` : ''}`;
    });
    const end = results[last]![name]!;
    const ratio = end.p50 / results[first]![name]!.p50;
    console.log(
      `| ${name} | ${cells.join(' | ')} | ${end.p50 < 25 && end.p99 < 100 ? 'yes' : 'NO'} | ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'yes' : 'NO'} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
