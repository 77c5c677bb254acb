import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'undici';
import { startOwnStack, type Stack } from '../../scripts/stack';
import { benchSchools } from '../bench-schools';
import { client, entryPool, ok, type Client } from './client';
import type { Student } from './student';

const ADMIN_PASSWORD = 'Admin!Bench1';
const SCHOOLS = 20;

export interface Platform {
  stack: Stack;
  pool: Pool;
  /** The schools the admin added, for students to save as favorites. */
  schoolIds: string[];
  /** A new browser at its own address. */
  newClient(): Client;
  /** Removes the stack's data unless `keepLogs` (a run that missed a target keeps its logs to read). */
  stop(keepLogs?: boolean): Promise<void>;
}

/**
 * A stack of its own under .data/{name}, with the dental schools seeded. The bench plays the
 * one trusted proxy hop, and sign-up and login limits are raised: many students sign up at once.
 */
export async function startPlatform(name: string, connections: number): Promise<Platform> {
  const stack = await startOwnStack(name, {
    profileDir: process.env.BENCH_PROFILE_DIR,
    env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '100000', REGISTER_RATE_LIMIT: '100000', ADMIN_PASSWORD },
  });
  const pool = entryPool(stack.entryUrl, connections);
  let clients = 0;
  const newClient = () => {
    clients += 1;
    return client(pool, `fd00:be7c::${clients.toString(16)}`);
  };
  const stop = async (keepLogs = false) => {
    await pool.close();
    await stack.stop();
    if (keepLogs) console.log(`[bench] logs kept in ${path.join(stack.dataDir, 'logs')}`);
    else rmSync(stack.dataDir, { recursive: true, force: true });
  };
  try {
    const admin = newClient();
    const login = await admin.call('POST', '/api/simple-login', { username: 'admin', password: ADMIN_PASSWORD });
    if (!ok(login)) throw new Error(`admin login failed: ${login.status}`);
    const schoolIds: string[] = [];
    for (const [i, school] of benchSchools(SCHOOLS).entries()) {
      const added = await admin.call('POST', '/api/admin/dental-schools', school);
      if (!ok(added)) throw new Error(`seeding school ${i} failed: ${added.status} ${JSON.stringify(added.body)}`);
      schoolIds.push((added.body as { id: string }).id);
    }
    return { stack, pool, schoolIds, newClient, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sign-ups at once: each hashes a password, and 40 at once on a busy machine outlasted the gateway's 10 s. */
const SIGN_UPS_AT_ONCE = 8;

/** `count` students, each signed up (and so signed in) from its own address. */
export async function signUpStudents(
  platform: Pick<Platform, 'newClient'>,
  count: number,
  label: string,
): Promise<Student[]> {
  const run = Date.now().toString(36);
  const students: Student[] = [];
  for (let first = 0; first < count; first += SIGN_UPS_AT_ONCE)
    students.push(...(await signUpSome(platform, first, Math.min(count, first + SIGN_UPS_AT_ONCE), label, run)));
  return students;
}

async function signUpSome(
  platform: Pick<Platform, 'newClient'>,
  first: number,
  end: number,
  label: string,
  run: string,
): Promise<Student[]> {
  return Promise.all(
    Array.from({ length: end - first }, async (_, k) => {
      const i = first + k;
      const student = { client: platform.newClient(), name: `${label}${i.toString(36)}`, writes: 0, datScores: [] };
      const username = `${label}${run}${i}`;
      const answer = await student.client.call('POST', '/api/simple-register', {
        username,
        email: `${username}@example.com`,
        password: 'Passw0rd!',
      });
      if (answer.status !== 201)
        throw new Error(`sign-up of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return student;
    }),
  );
}
