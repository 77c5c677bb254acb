import { MAX_DAT_SCORES } from '@predental/academics-contract/dat';
import {
  DeleteDatScoreDocument,
  ListCoursesDocument,
  ListDatScoresDocument,
} from '../../mfe-academics/src/gql/graphql';
import {
  GetExperienceSettingsDocument,
  ShadowingEntriesDocument,
  VolunteerEntriesDocument,
} from '../../mfe-experience/src/gql/graphql';
import { FavoriteSchoolsDocument, MyDentalSchoolsDocument } from '../../mfe-schools/src/gql/graphql';
import { CurrentUserDocument } from '../../shell/src/gql/graphql';
import { callGraphql, ok, operationText, type Answer, type Client, type Operation } from './client';
import type { Ledger } from './ledger';
import { WRITES, type Kind } from './writes';

export type Area = 'identity' | 'academics' | 'experience' | 'schools';

/** Which subgraph answers each /api path, by its first segment. */
const AREAS: Record<string, Area> = {
  user: 'identity',
  'simple-register': 'identity',
  'simple-login': 'identity',
  courses: 'academics',
  dat: 'academics',
  shadowing: 'experience',
  volunteer: 'experience',
  goals: 'experience',
  'dental-schools': 'schools',
  favorites: 'schools',
};

function areaOf(path: string): Area {
  const area = AREAS[path.split('/')[2] ?? ''];
  if (!area) throw new Error(`no area for ${path}`);
  return area;
}

export interface Student {
  client: Client;
  /** Short and unique in this run: part of every marker the student writes. */
  name: string;
  /** How many writes the student made: the next marker's number. */
  writes: number;
  /** The DAT scores the student added and still keeps, oldest first. */
  datScores: { id: string; marker: string }[];
}

export interface Outcome {
  path: string;
  area: Area;
  write: boolean;
  answer: Answer;
  /**
   * How long the student waited: from when the request was due (paced) or sent, to its answer. A
   * paced student whose previous answer came late sends late, and that delay counts too.
   */
  waitedMs: number;
}

/** Which mix a student goes round: the /api calls, or the browser's own /graphql operations. */
export type Mix = 'api' | 'graphql';

type Step = { read: string } | { query: Operation; area: Area } | { write: Kind };

/** One round of a student's visit: 8 reads (9 as the browser: the explorer's two) and 5 writes across every area. */
const ROUNDS: Record<Mix, Step[]> = {
  api: [
    { read: '/api/user' },
    { write: 'course' },
    { read: '/api/courses' },
    { write: 'shadowing' },
    { read: '/api/shadowing' },
    { read: '/api/goals' },
    { write: 'volunteer' },
    { read: '/api/volunteer' },
    { write: 'dat' },
    { read: '/api/dat' },
    { read: '/api/dental-schools' },
    { write: 'favorite' },
    { read: '/api/favorites/schools' },
  ],
  graphql: [
    { query: CurrentUserDocument, area: 'identity' },
    { write: 'course' },
    { query: ListCoursesDocument, area: 'academics' },
    { write: 'shadowing' },
    { query: ShadowingEntriesDocument, area: 'experience' },
    { query: GetExperienceSettingsDocument, area: 'experience' },
    { write: 'volunteer' },
    { query: VolunteerEntriesDocument, area: 'experience' },
    { write: 'dat' },
    { query: ListDatScoresDocument, area: 'academics' },
    // The explorer: the public directory (revalidated by its ETag), then the student's own part of it.
    { read: '/api/dental-schools/directory' },
    { query: MyDentalSchoolsDocument, area: 'schools' },
    { write: 'favorite' },
    { query: FavoriteSchoolsDocument, area: 'schools' },
  ],
};

/** A failing student waits this long before its next call, as a person would, rather than spinning. */
const PAUSE_AFTER_FAILURE_MS = 100;

/** One write, recorded in the ledger whatever its answer. */
export async function write(
  student: Student,
  kind: Kind,
  schoolIds: readonly string[],
  ledger: Ledger,
  mix: Mix = 'api',
): Promise<Outcome> {
  const writes = WRITES[kind];
  const { path, mutation } = writes;
  const { body, marker } = writes.write(student.name, student.writes, schoolIds);
  student.writes += 1;
  const answer =
    mix === 'api'
      ? await student.client.call('POST', path, body)
      : await callGraphql(student.client, mutation, writes.variables(body));
  ledger.record(student.client, kind, marker, ok(answer));
  if (kind === 'dat' && ok(answer)) student.datScores.push({ id: idOf(answer, 'addDatScore'), marker });
  return {
    path: mix === 'api' ? path : `/graphql ${operationName(mutation)}`,
    area: areaOf(path),
    write: true,
    answer,
    waitedMs: answer.ms,
  };
}

/** The created item's id, from the /api body or the mutation's field. */
function idOf(answer: Answer, field: string): string {
  const body = answer.body as { id?: string; data?: Record<string, { id: string }> };
  return body.data?.[field]?.id ?? String(body.id);
}

/**
 * A student near the DAT cap removes their oldest score instead of adding one, as a person
 * tidying the list would: a back-to-back soak adds more than MAX_DAT_SCORES in a run.
 */
const DAT_KEPT = MAX_DAT_SCORES - 5;

async function removeOldestDat(student: Student, ledger: Ledger, mix: Mix): Promise<Outcome> {
  const { id, marker } = student.datScores.shift()!;
  const answer =
    mix === 'api'
      ? await student.client.call('DELETE', `/api/dat/${id}`)
      : await callGraphql(student.client, DeleteDatScoreDocument, { id });
  ledger.remove(student.client, 'dat', marker, ok(answer));
  return {
    path: mix === 'api' ? 'DELETE /api/dat/:id' : `/graphql ${operationName(DeleteDatScoreDocument)}`,
    area: 'academics',
    write: true,
    answer,
    waitedMs: answer.ms,
  };
}

const operationName = (operation: Operation) => /(?:query|mutation) (\w+)/.exec(operationText(operation))?.[1] ?? '';

async function read(student: Student, step: { read: string } | { query: Operation; area: Area }): Promise<Outcome> {
  const answer =
    'read' in step ? await student.client.call('GET', step.read) : await callGraphql(student.client, step.query);
  return 'read' in step
    ? { path: step.read, area: areaOf(step.read), write: false, answer, waitedMs: 0 }
    : { path: `/graphql ${operationName(step.query)}`, area: step.area, write: false, answer, waitedMs: 0 };
}

export interface LoopOptions {
  schoolIds: readonly string[];
  ledger: Ledger;
  running: () => boolean;
  onOutcome: (outcome: Outcome) => void;
  /** The /api calls (the default) or the browser's /graphql operations. */
  mix?: Mix;
  /** One request every this many ms (read before each), each due on a fixed schedule (unset: the next as soon as the last is answered). */
  intervalMs?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A student going round the app until told to stop; `start` staggers students across the round
 * (and, paced, across the interval). Paced, a request is due every intervalMs whatever happened
 * before, so a slow platform shows as time waited rather than as fewer requests sent.
 */
export async function studentLoop(student: Student, start: number, options: LoopOptions): Promise<void> {
  const { intervalMs } = options;
  let due = performance.now() + (intervalMs ? (start * 7919) % intervalMs() : 0);
  for (let step = start; options.running(); step += 1) {
    if (!intervalMs) due = performance.now();
    else if (due > performance.now()) await sleep(due - performance.now());
    const round = ROUNDS[options.mix ?? 'api'];
    const next = round[step % round.length]!;
    const outcome =
      'write' in next
        ? next.write === 'dat' && student.datScores.length >= DAT_KEPT
          ? await removeOldestDat(student, options.ledger, options.mix ?? 'api')
          : await write(student, next.write, options.schoolIds, options.ledger, options.mix)
        : await read(student, next);
    outcome.waitedMs = performance.now() - due;
    options.onOutcome(outcome);
    if (intervalMs) due += intervalMs();
    else if (!ok(outcome.answer)) await sleep(PAUSE_AFTER_FAILURE_MS);
  }
}
