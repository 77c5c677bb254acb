import path from 'node:path';
import { rmSync } from 'node:fs';
import mongoose from 'mongoose';
import { ROOT, startEngine } from '../scripts/stack';
import { cpuSeconds } from './students/cpu';

/**
 * `npm run bench:engine`: what one student record's writes cost the database engine, with the
 * record's data stored as a document (the release before) and as one JSON string (now). A record
 * of ENGINE_COURSES courses (50); each operation ENGINE_OPS times (300), one at a time; the
 * engine's CPU time is read from /proc (blank with MONGODB_URI, whose server is not ours).
 */
const COURSES = Number(process.env.ENGINE_COURSES ?? 50);
const OPS = Number(process.env.ENGINE_OPS ?? 300);

const record = {
  courses: Array.from({ length: COURSES }, (_, i) => ({
    id: `${i}`.padStart(24, '0'),
    courseName: `Course ${i}`,
    courseCode: `BIO ${100 + i}`,
    credits: 3,
    grade: 'A',
    isScience: i % 2 === 0,
    semester: 'Fall',
    year: 2021 + (i % 4),
  })),
  datScores: [],
};

type Doc = { _id: string; version?: number; data?: unknown };

async function main() {
  const dataDir = path.join(ROOT, '.data', 'bench-engine');
  rmSync(dataDir, { recursive: true, force: true });
  const engine = await startEngine({ dataDir, logDir: path.join(dataDir, 'logs') });
  const connection = await mongoose.createConnection(engine.uri, { dbName: 'bench_engine' }).asPromise();
  try {
    console.log(`\nengine: ${engine.description}; a record of ${COURSES} courses, ${OPS} operations each\n`);
    console.log('| operation | data as a document: ms, engine CPU ms | data as a JSON string: ms, engine CPU ms |');
    console.log('|---|---|---|');
    const rows = new Map<string, string[]>();
    for (const layout of ['document', 'string'] as const) {
      const data = layout === 'document' ? record : JSON.stringify(record);
      const claims = connection.collection<Doc>(`claims_${layout}`);
      const heads = connection.collection<Doc>(`heads_${layout}`);
      const operations: [string, (i: number) => Promise<unknown>][] = [
        ['insert a version (claim)', (i) => claims.insertOne({ _id: `s:${i}`, data })],
        [
          'publish it (replace the copy)',
          (i) => heads.replaceOne({ _id: `s${i % 40}` }, { version: i, data }, { upsert: true }),
        ],
        ["drop an old version's data ($unset)", (i) => claims.updateOne({ _id: `s:${i}` }, { $unset: { data: true } })],
        ['read the copy by _id', (i) => heads.findOne({ _id: `s${i % 40}` })],
        ['look up a missing version', (i) => claims.findOne({ _id: `missing:${i}` })],
      ];
      for (const [name, operation] of operations) {
        const cpuBefore = cpuSeconds(engine.pid());
        const started = performance.now();
        for (let i = 0; i < OPS; i += 1) await operation(i);
        const ms = (performance.now() - started) / OPS;
        const cpuMs =
          engine.pid() === undefined ? '' : `, ${(((cpuSeconds(engine.pid()) - cpuBefore) * 1000) / OPS).toFixed(2)}`;
        rows.set(name, [...(rows.get(name) ?? []), `${ms.toFixed(2)}${cpuMs}`]);
      }
    }
    for (const [name, figures] of rows) console.log(`| ${name} | ${figures.join(' | ')} |`);
  } finally {
    await connection.close();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
