import { ok, type Answer, type Client } from './client';
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

/** One round of a student's visit: 8 reads and 5 writes across every area. */
const ROUND: ({ read: string } | { write: Kind })[] = [
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
];

/** A failing student waits this long before its next call, as a person would, rather than spinning. */
const PAUSE_AFTER_FAILURE_MS = 100;

/** One write, recorded in the ledger whatever its answer. */
export async function write(
  student: Student,
  kind: Kind,
  schoolIds: readonly string[],
  ledger: Ledger,
): Promise<Outcome> {
  const { body, marker } = WRITES[kind].write(student.name, student.writes, schoolIds);
  student.writes += 1;
  const path = WRITES[kind].path;
  const answer = await student.client.call('POST', path, body);
  ledger.record(student.client, kind, marker, ok(answer));
  return { path, area: areaOf(path), write: true, answer, waitedMs: answer.ms };
}

export interface LoopOptions {
  schoolIds: readonly string[];
  ledger: Ledger;
  running: () => boolean;
  onOutcome: (outcome: Outcome) => void;
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
    const next = ROUND[step % ROUND.length]!;
    const outcome =
      'read' in next
        ? {
            path: next.read,
            area: areaOf(next.read),
            write: false,
            answer: await student.client.call('GET', next.read),
            waitedMs: 0,
          }
        : await write(student, next.write, options.schoolIds, options.ledger);
    outcome.waitedMs = performance.now() - due;
    options.onOutcome(outcome);
    if (intervalMs) due += intervalMs();
    else if (!ok(outcome.answer)) await sleep(PAUSE_AFTER_FAILURE_MS);
  }
}
