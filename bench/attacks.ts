import { rmSync } from 'node:fs';
import { startOwnStack, type Stack } from '../scripts/stack';
import { benchSchools } from './bench-schools';
import { residentMiB, sampleRss } from './rss-sampler';

/**
 * `npm run bench:attacks`: what two hostile /graphql requests cost the platform. One request
 * aliases the school list 4,000 times (amplification), alone and 20 at once while the
 * gateway's memory is watched; another packs 1,800 aliased password guesses for one account.
 */
const ADMIN_PASSWORD = 'Admin!Bench1';
const SCHOOLS = 20;
const ALIASES = 4000;
const CONCURRENT = 20;
const LOGINS = 1800;
const SCHOOL_FIELDS =
  'id name state city tuition tuitionNonResident inStateTuition programLength scienceGpaAvg overallGpaAvg datAvg acceptanceRate hasAcceleratedProgram isPublic websiteUrl notes isFavorite';
/** Long enough for an unprotected gateway to send its whole answer; the bench ends either way. */
const REQUEST_TIMEOUT_MS = 300_000;

interface Answer {
  status: number | 'failed';
  bytes: number;
  ms: number;
  /** The answer's first characters (the message of a refusal or an error). */
  head: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const size = (bytes: number) => (bytes < 1024 * 1024 ? kib(bytes) : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

function post(url: string, body: string, cookie?: string) {
  const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  return fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

/** Counts the answer's bytes as they arrive without keeping them: the bench must not be what runs out of memory. */
async function send(url: string, body: string, cookie?: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await post(url, body, cookie);
    let bytes = 0;
    let head = '';
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      if (bytes === 0) head = Buffer.from(part.value.subarray(0, 160)).toString('utf8');
      bytes += part.value.length;
    }
    return { status: response.status, bytes, ms: Math.round(performance.now() - started), head };
  } catch (error) {
    return { status: 'failed', bytes: 0, ms: Math.round(performance.now() - started), head: String(error) };
  }
}

async function sessionCookie(stack: Stack, route: string, body: object): Promise<string> {
  const response = await post(`${stack.entryUrl}/api/${route}`, JSON.stringify(body));
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`${route} failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function seedSchools(stack: Stack, adminCookie: string): Promise<void> {
  for (const [i, plain] of benchSchools(SCHOOLS).entries()) {
    // Every field filled: the amplification answer is as large as a school can make it.
    const school = { ...plain, websiteUrl: 'https://example.edu', notes: 'Seeded by the attack bench.' };
    const response = await post(`${stack.entryUrl}/api/admin/dental-schools`, JSON.stringify(school), adminCookie);
    if (response.status !== 201)
      throw new Error(`seeding school ${i} failed: ${response.status} ${await response.text()}`);
  }
}

/** ~100 KB: every alias spreads one fragment with every school field. */
function amplificationBody(): string {
  const aliases = Array.from({ length: ALIASES }, (_, i) => `s${i.toString(36)}:dentalSchools{...S}`).join('');
  return JSON.stringify({ query: `{${aliases}}fragment S on DentalSchool{${SCHOOL_FIELDS}}` });
}

function batchedLoginBody(username: string): string {
  // Passwords of a valid length: each guess reaches the password check.
  const guesses = Array.from(
    { length: LOGINS },
    (_, i) => `l${i}:login(username:$u,password:"Guess-${i}"){error}`,
  ).join('');
  return JSON.stringify({ query: `mutation($u:String!){${guesses}}`, variables: { u: username } });
}

interface LoginBatchAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[] }[];
}

/** Root mutations run in order; the first that fails nulls `data` and stops the rest, so its alias says how far it got. */
function loginsRun(answer: LoginBatchAnswer): number {
  if (answer.data) return Object.keys(answer.data).length;
  const failedAt = (answer.errors ?? [])
    .map((error) => error.path?.[0])
    .filter((alias): alias is string => typeof alias === 'string');
  return failedAt.length ? Math.min(...failedAt.map((alias) => Number(alias.slice(1)))) + 1 : 0;
}

async function amplification(stack: Stack, cookie: string): Promise<void> {
  const body = amplificationBody();
  const url = `${stack.entryUrl}/graphql`;
  const list = (await (await post(url, JSON.stringify({ query: '{ dentalSchools { id } }' }), cookie)).json()) as {
    data: { dentalSchools: unknown[] };
  };
  console.log(`[attacks] the school list has ${list.data.dentalSchools.length} schools`);
  const one = await send(url, body, cookie);
  console.log(
    `[attacks] ${ALIASES} aliased dentalSchools: request ${kib(body.length)} -> ${one.status}, ${size(one.bytes)} in ${one.ms} ms${one.bytes < 1024 ? `: ${one.head}` : ''}`,
  );

  const pid = stack.servicePid('gateway');
  if (!pid) throw new Error('the gateway is not running');
  const before = residentMiB(pid) ?? 0;
  const rss = sampleRss(pid);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => send(url, body, cookie)));
  const peak = rss.stop();
  const statuses = answers.reduce<Record<string, number>>(
    (count, answer) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
    {},
  );
  const sizes = answers.map((answer) => answer.bytes);
  console.log(
    `[attacks] ${CONCURRENT} at once: ${JSON.stringify(statuses)}, ${size(Math.min(...sizes))} to ${size(Math.max(...sizes))} each, ${Math.round(performance.now() - started)} ms in all; ` +
      `gateway RSS ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB; gateway ${residentMiB(pid) === undefined ? 'died' : 'alive'}`,
  );
  const small = answers.filter((answer) => answer.bytes < 1024).map((answer) => answer.head);
  for (const head of new Set(small))
    console.log(`[attacks]   ${small.filter((other) => other === head).length} small answer(s): ${head}`);
}

async function batchedLogins(stack: Stack): Promise<void> {
  const username = `victim${Date.now().toString(36)}`;
  const victim = { username, email: `${username}@example.com`, password: 'Passw0rd!' };
  await sessionCookie(stack, 'simple-register', victim);
  const body = batchedLoginBody(victim.username);
  const started = performance.now();
  const response = await post(`${stack.entryUrl}/graphql`, body);
  const answer = (await response.json()) as LoginBatchAnswer;
  const ms = Math.round(performance.now() - started);
  const owner = await post(
    `${stack.entryUrl}/api/simple-login`,
    JSON.stringify({ username: victim.username, password: victim.password }),
  );
  const ownerBody = (await owner.json()) as { success?: boolean; message?: string };
  console.log(
    `[attacks] ${LOGINS} aliased logins: request ${kib(body.length)} -> ${response.status} in ${ms} ms, logins run: ${loginsRun(answer)}` +
      `${answer.errors?.[0] ? ` (${answer.errors[0].message.slice(0, 100)})` : ''}; owner's right password afterwards: ${owner.status} ${ownerBody.success ? 'signed in' : (ownerBody.message ?? 'refused')}`,
  );
}

async function main() {
  const stack = await startOwnStack('bench-attacks', { env: { ADMIN_PASSWORD } });
  console.log(`[attacks] ${stack.engine}; entry ${stack.entryUrl}`);
  try {
    await seedSchools(
      stack,
      await sessionCookie(stack, 'simple-login', { username: 'admin', password: ADMIN_PASSWORD }),
    );
    const username = `student${Date.now().toString(36)}`;
    const student = await sessionCookie(stack, 'simple-register', {
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
    });
    // Logins first: an unprotected gateway may not survive the amplification.
    await batchedLogins(stack);
    await amplification(stack, student);
  } finally {
    await stack.stop();
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
