import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fillEveryArea } from '../test-support/student-record';
import { signInAsAdmin, signUpStudent, type Session } from './explorer/accounts';

/**
 * `npm run bench:task-walls -- --entries URL[,URL]` (platforms already running, e.g. two
 * worktrees' test servers): what Lighthouse's long tasks are made of. Lantern simulates each task
 * as its observed wall time x4, and that wall time is mostly not our script's CPU on this 2-core
 * machine (issue 41). Runs Lighthouse as `bench:lighthouse` does, with extra trace categories,
 * and prints per run its TBT and long tasks, then each observed task of `--min` ms or more (wall,
 * unthrottled) attributed as Lighthouse does: its thread CPU time, and its wall and CPU time split
 * into script, compile, GC, style, paint, IPC and other, with where the thread was off the CPU
 * (event names). `--entries A,B` runs them in turn, run by run, for comparisons on a noisy
 * machine; `--path /auth`; `--record` gives the student a record in every area (as
 * `bench:lighthouse --every-screen` does); `--categories ''` traces as plain Lighthouse does (the extra
 * categories leave Lighthouse's long-tasks list empty, its TBT stays; add
 * disabled-by-default-v8.cpu_profiler for samples); `--save DIR` keeps traces and rows. An
 * `/admin` path signs in as the admin with ADMIN_PASSWORD, which must match the platforms'.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIGNED_OUT = new Set(['/', '/auth']);
const { values: options } = parseArgs({
  options: {
    entries: { type: 'string' },
    path: { type: 'string', default: '/dashboard' },
    runs: { type: 'string', default: '4' },
    save: { type: 'string' },
    categories: { type: 'string', default: 'toplevel,ipc,mojom,disabled-by-default-ipc.flow,v8.execute' },
    min: { type: 'string', default: '8' },
    record: { type: 'boolean', default: false },
  },
});

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
}

/** Lighthouse's task tree node (main-thread-tasks.js), the fields read here. */
interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  startTime: number;
  duration: number;
  attributableURLs: string[];
  parent?: TaskNode;
}

function kindOf({ name, cat }: TraceEvent): string {
  if (/GC|Scavenge|Sweep/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout)/.test(name)) return 'style';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer)/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'html';
  if (/compile|Compile|Deserialize|produceCache/.test(name)) return 'compile';
  if (/^(EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|v8\.|V8\.)/.test(name))
    return 'script';
  if (/ipc|mojom/.test(cat) || /mojo/i.test(name)) return 'ipc';
  return 'other';
}

interface Split {
  wall: Record<string, number>;
  cpu: Record<string, number>;
  /** Wall minus CPU time of each event's own part, by event name: where the thread waited or was descheduled. */
  offCpu: Record<string, number>;
}

function split(task: TaskNode): Split {
  const out: Split = { wall: {}, cpu: {}, offCpu: {} };
  const add = (record: Record<string, number>, key: string, value: number) => {
    record[key] = (record[key] ?? 0) + value;
  };
  const walk = (node: TaskNode) => {
    const own = (pick: (event: TraceEvent) => number | undefined) =>
      ((pick(node.event) ?? 0) - node.children.reduce((sum, child) => sum + (pick(child.event) ?? 0), 0)) / 1000;
    const wall = own((event) => event.dur);
    const cpu = own((event) => event.tdur);
    add(out.wall, kindOf(node.event), wall);
    add(out.cpu, kindOf(node.event), cpu);
    add(out.offCpu, node.event.name, wall - cpu);
    node.children.forEach(walk);
  };
  walk(task);
  return out;
}

const short = (url: string) => url.split('/').pop()?.slice(0, 24) || 'Unattributable';
const round = (value: number) => Math.round(value * 10) / 10;
/** The entries of 0.3 ms or more, largest first, rounded. */
const largest = (record: Record<string, number>, count = 8) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => value >= 0.3)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => [key, round(value)]),
  );

async function lighthouseRun(url: string, session: Session | undefined) {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: session ? { Cookie: session.cookie } : undefined,
      additionalTraceCategories: options.categories || undefined,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

async function measure(label: string, run: number, url: string, session: Session | undefined): Promise<void> {
  const result = await lighthouseRun(url, session);
  const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  const { MainThreadTasks } = await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js');
  const trace = result.artifacts.Trace;
  const processed = TraceProcessor.processTrace(trace);
  const fcp = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint ?? NaN;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timeOriginEvt.ts,
  ) as unknown as TaskNode[];
  const { audits } = result.lhr;
  const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
  const items = (audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] })
    ?.items;
  const longs = (items ?? [])
    .map((item) => `${short(item.url)}:${Math.round(item.duration)}@${Math.round(item.startTime)}`)
    .join(' ');
  const rows = tasks
    .filter((task) => !task.parent && task.duration >= Number(options.min))
    .map((task) => {
      const parts = split(task);
      return {
        what: short(task.attributableURLs.find((url) => url.endsWith('.js')) ?? task.attributableURLs[0] ?? ''),
        start: round(task.startTime),
        wall: round(task.duration),
        cpu: round((task.event.tdur ?? 0) / 1000),
        wallBy: largest(parts.wall),
        cpuBy: largest(parts.cpu),
        offCpu: largest(parts.offCpu, 5),
      };
    });
  console.log(
    `\n[${label}] run ${run}: TBT ${Math.round(tbt)}, observed FCP ${Math.round(fcp)}; long tasks at 4x: ${longs}`,
  );
  for (const row of rows)
    console.log(
      `  ${row.what.padEnd(24)} @${String(row.start).padStart(6)} wall ${String(row.wall).padStart(5)} cpu ${String(row.cpu).padStart(5)} | wall ${JSON.stringify(row.wallBy)} | cpu ${JSON.stringify(row.cpuBy)} | off-CPU ${JSON.stringify(row.offCpu)}`,
    );
  if (options.save) {
    mkdirSync(options.save, { recursive: true });
    writeFileSync(join(options.save, `${label}-${run}.trace.json`), JSON.stringify(trace));
    writeFileSync(join(options.save, `${label}-${run}.tasks.json`), JSON.stringify({ tbt, fcp, longs, rows }, null, 1));
  }
}

async function main(): Promise<void> {
  const entries = (options.entries ?? '').split(',').filter(Boolean);
  if (entries.length === 0) throw new Error('--entries URL[,URL]: the platforms to measure, already running');
  const signedIn = !SIGNED_OUT.has(options.path);
  const sessions = signedIn
    ? await Promise.all(
        entries.map(async (entry) => {
          if (options.path.startsWith('/admin')) return signInAsAdmin(entry, process.env.ADMIN_PASSWORD ?? '');
          const student = await signUpStudent(entry);
          if (options.record) await fillEveryArea(entry, student.cookie);
          return student;
        }),
      )
    : [];
  for (let run = 1; run <= Number(options.runs); run++)
    for (const [index, entry] of entries.entries()) {
      const label = String.fromCharCode(65 + index);
      // A run Lighthouse could not record (NO_NAVSTART on a busy machine) costs its row.
      await measure(label, run, `${entry}${options.path}`, sessions[index]).catch((error: unknown) =>
        console.log(`[${label}] run ${run}: ${String(error)}`),
      );
    }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
