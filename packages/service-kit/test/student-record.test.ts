import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import pino from 'pino';
import { ownedList, type StoredItem } from '../src/owned-list';
import { studentRecords } from '../src/student-record';

/**
 * Student records on the real engine (FerretDB here, mongod where it runs): writes of one student
 * racing each other lose nothing, and a read always finds the newest version.
 */
interface Notebook {
  notes: StoredItem[];
}
type Note = { id: string; text: string };

let connection: mongoose.Connection;
beforeAll(async () => {
  connection = await mongoose
    .createConnection(process.env.TEST_MONGODB_URI!, {
      dbName: `student_records_${process.pid}`,
      writeConcern: { w: 1, j: true },
    })
    .asPromise();
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

let stores = 0;
/** A store over a new collection, or over the same one as another process would have it (`name`). */
function notebooks(name = `notebooks${(stores += 1)}`) {
  const records = studentRecords<Notebook>(
    connection,
    { name, empty: () => ({ notes: [] }), counts: (n) => ({ notes: n.notes.length }) },
    pino({ level: 'silent' }),
  );
  const notes = ownedList(records, 'notes', {
    what: 'Note',
    max: 100,
    plural: 'notes',
    toItem: (stored) => ({ id: stored.id, text: stored.text as string }),
    order: (a: Note, b: Note) => a.text.localeCompare(b.text),
  });
  return { records, notes, name };
}
const studentId = () => randomBytes(12).toString('hex');

describe('a student record', () => {
  it('stores exactly 20 of 20 parallel adds by one student (two tabs, a retrying client)', async () => {
    const { notes } = notebooks();
    const student = studentId();
    const added = await Promise.all(
      Array.from({ length: 20 }, (_, i) => notes.add(student, { text: `note ${String(i).padStart(2, '0')}` })),
    );
    const stored = await notes.list(student);
    expect(stored).toHaveLength(20);
    expect(stored.map((note) => note.id).sort()).toEqual(added.map((note) => note.id).sort());
  });

  it('keeps both of two parallel edits of different items, round after round', async () => {
    const { notes } = notebooks();
    const student = studentId();
    const first = await notes.add(student, { text: 'a0' });
    const second = await notes.add(student, { text: 'b0' });
    for (let round = 1; round <= 10; round += 1) {
      await Promise.all([
        notes.update(student, first.id, { text: `a${round}` }),
        notes.update(student, second.id, { text: `b${round}` }),
      ]);
      expect((await notes.list(student)).map((note) => note.text)).toEqual([`a${round}`, `b${round}`]);
    }
  });

  it('applies parallel adds, edits and deletes of one student as if one after another', async () => {
    const { notes } = notebooks();
    const student = studentId();
    const kept = await Promise.all(Array.from({ length: 5 }, (_, i) => notes.add(student, { text: `kept ${i}` })));
    const doomed = await Promise.all(Array.from({ length: 5 }, (_, i) => notes.add(student, { text: `doomed ${i}` })));
    await Promise.all([
      ...doomed.map((note) => notes.remove(student, note.id)),
      ...kept.map((note) => notes.update(student, note.id, { text: `${note.text} edited` })),
      ...Array.from({ length: 5 }, (_, i) => notes.add(student, { text: `new ${i}` })),
    ]);
    const texts = (await notes.list(student)).map((note) => note.text);
    expect(texts).toEqual(
      [...kept.map((note) => `${note.text} edited`), ...Array.from({ length: 5 }, (_, i) => `new ${i}`)].sort(),
    );
  });

  it('reads the newest version when a slow writer published an older one last', async () => {
    const { records, notes, name } = notebooks();
    const student = studentId();
    await notes.add(student, { text: 'one' });
    const older = await connection.collection(name).findOne({ _id: student as never });
    await notes.add(student, { text: 'two' });
    await notes.add(student, { text: 'three' });
    // What a writer delayed since version 1 would leave: its copy published over the newer one.
    await connection
      .collection(name)
      .replaceOne({ _id: student as never }, { version: older!.version, data: older!.data });
    // Another process, which knows nothing of this one's writes, reads past it.
    const other = notebooks(name);
    expect((await other.notes.list(student)).map((note) => note.text)).toEqual(['one', 'three', 'two']);
    await other.notes.add(student, { text: 'four' });
    expect((await records.read(student)).notes).toHaveLength(4);
  });

  it("drops the data of versions two behind the newest, a few at a time, keeping their markers, and answers another student's id as not found", async () => {
    const { notes, name } = notebooks();
    const student = studentId();
    const note = await notes.add(student, { text: 'v1' });
    for (let version = 2; version <= 9; version += 1) await notes.update(student, note.id, { text: `v${version}` });
    const versions = await connection.collection(`${name}_versions`).find({}).toArray();
    expect(versions.map((v) => [v._id, 'data' in v])).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((v) => [`${student}:${v}`, false]),
      ...[7, 8, 9].map((v) => [`${student}:${v}`, true]),
    ]);
    // Published at the first version and every fourth.
    expect(await connection.collection(name).findOne({ _id: student as never })).toMatchObject({ version: 8 });
    await expect(notes.get(studentId(), note.id)).rejects.toThrow('Note not found');
    await expect(notes.update(studentId(), note.id, { text: 'stolen' })).rejects.toThrow('Note not found');
    expect((await notes.get(student, note.id)).text).toBe('v9');
    // Another process, which knows nothing of the record, reads past the published copy.
    expect((await notebooks(name).notes.get(student, note.id)).text).toBe('v9');
  });

  it("answers from the newest version when another replica wrote since this one's last write", async () => {
    const { notes, name } = notebooks();
    const other = notebooks(name);
    const student = studentId();
    const first = await notes.add(student, { text: 'mine' });
    // The other replica adds a note and changes this one; this replica still remembers version 1.
    const added = await other.notes.add(student, { text: 'theirs' });
    await other.notes.update(student, first.id, { text: 'mine, edited there' });
    await notes.update(student, added.id, { text: 'theirs, edited here' });
    await expect(notes.add(student, { text: 'third' })).resolves.toMatchObject({ text: 'third' });
    expect((await other.notes.list(student)).map((note) => note.text)).toEqual([
      'mine, edited there',
      'theirs, edited here',
      'third',
    ]);
  });

  it('refuses an add past the bound, storing nothing', async () => {
    const { notes, records } = notebooks();
    const student = studentId();
    for (let batch = 0; batch < 10; batch += 1)
      await Promise.all(Array.from({ length: 10 }, (_, i) => notes.add(student, { text: `n${batch}${i}` })));
    await expect(notes.add(student, { text: 'one too many' })).rejects.toThrow('You can keep at most 100 notes');
    expect((await records.read(student)).notes).toHaveLength(100);
  });

  it('seeds a record once (a migration run twice, or by two replicas at once), and adds up every student for the totals', async () => {
    const { records } = notebooks();
    const [ana, ben] = [studentId(), studentId()];
    await Promise.all([
      records.seed(ana, { notes: [{ id: 'x', text: 'old' }] }),
      records.seed(ana, { notes: [{ id: 'y', text: 'other' }] }),
    ]);
    await records.seed(ben, {
      notes: [
        { id: 'z', text: 'old' },
        { id: 'w', text: 'older' },
      ],
    });
    await records.seed(ben, { notes: [] });
    expect((await records.read(ana)).notes).toHaveLength(1);
    expect((await records.read(ben)).notes).toHaveLength(2);
    expect(await records.totals()).toEqual({ notes: 3 });
  });

  it('adds up exactly when many students write at once (the admin statistics)', async () => {
    const { notes, records } = notebooks();
    const students = Array.from({ length: 40 }, studentId);
    await Promise.all(
      students.flatMap((student, i) =>
        Array.from({ length: 1 + (i % 3) }, (_, k) => notes.add(student, { text: `n${k}` })),
      ),
    );
    await Promise.all(
      students.slice(0, 10).map(async (student) => notes.remove(student, (await notes.list(student))[0]!.id)),
    );
    const expected = students.reduce((sum, _, i) => sum + 1 + (i % 3), 0) - 10;
    expect(await records.totals()).toEqual({ notes: expected });
  });

  it('adds up what this replica has not written yet with what another replica wrote meanwhile', async () => {
    const one = notebooks();
    const two = notebooks(one.name);
    const first = Array.from({ length: 10 }, studentId);
    await Promise.all(first.map((student) => one.notes.add(student, { text: 'one' })));
    expect(await one.records.totals()).toEqual({ notes: 10 });
    await Promise.all([
      ...first.map((student) => one.notes.add(student, { text: 'one again' })),
      ...Array.from({ length: 6 }, studentId).map((student) => two.notes.add(student, { text: 'two' })),
    ]);
    await two.records.writeTotals();
    expect(await one.records.totals()).toEqual({ notes: 26 });
    // Another replica's counts reach this one once written (within a second).
    await one.records.writeTotals();
    expect(await two.records.totals()).toEqual({ notes: 26 });
  });

  it("adds up the newest sums when a shard's published copy is behind its versions", async () => {
    const { notes, records, name } = notebooks();
    await Promise.all(Array.from({ length: 12 }, studentId).map((student) => notes.add(student, { text: 'counted' })));
    await records.writeTotals();
    // As if every shard's writer died between claiming a version and publishing it.
    await connection.collection(`${name}_totals`).deleteMany({});
    expect(await notebooks(name).records.totals()).toEqual({ notes: 12 });
  });

  it('counts again at start what a crash kept from the totals', async () => {
    const { notes, records, name } = notebooks();
    const students = Array.from({ length: 5 }, studentId);
    await Promise.all(students.map((student) => notes.add(student, { text: 'counted' })));
    expect(await records.totals()).toEqual({ notes: 5 });
    // As if the process died before writing them: the totals are gone, the records are not.
    await Promise.all([
      connection.collection(`${name}_totals`).deleteMany({}),
      connection.collection(`${name}_totals_versions`).deleteMany({}),
    ]);
    const restarted = studentRecords<Notebook>(
      connection,
      { name, empty: () => ({ notes: [] }), counts: (n) => ({ notes: n.notes.length }) },
      pino({ level: 'silent' }),
    );
    expect(await restarted.totals()).toEqual({ notes: 0 });
    await restarted.reconcileTotals();
    expect(await restarted.totals()).toEqual({ notes: 5 });
  });

  it("erases a deleted student's record and counts for good, on every replica, and erasing twice is harmless", async () => {
    const one = notebooks();
    const two = notebooks(one.name);
    const [leaving, staying] = [studentId(), studentId()];
    for (let n = 0; n < 6; n += 1) await one.notes.add(leaving, { text: `note ${n}` });
    await one.notes.add(staying, { text: 'kept' });
    // Another replica's count of the leaving student, noted before the erase and written after it.
    await two.notes.add(leaving, { text: 'from another tab' });
    await one.records.erase(leaving);
    await one.records.erase(leaving);
    await two.records.writeTotals();
    await two.records.reconcileTotals();
    await one.records.writeTotals();
    const left = await connection
      .collection<{ _id: string }>(`${one.name}_versions`)
      .countDocuments({ _id: { $gte: `${leaving}:`, $lt: `${leaving};` } });
    expect(left).toBe(0);
    expect(await connection.collection(one.name).countDocuments({ _id: leaving as never })).toBe(0);
    expect(await notebooks(one.name).notes.list(leaving)).toEqual([]);
    expect(await one.records.totals()).toEqual({ notes: 1 });
    expect(await notebooks(one.name).records.totals()).toEqual({ notes: 1 });
  });

  it('reads and changes a record the release before stored with its data as a document', async () => {
    const { notes, records, name } = notebooks();
    const student = studentId();
    const data = {
      notes: [
        { id: 'a', text: 'kept' },
        { id: 'b', text: 'old' },
      ],
    };
    // That release's layout: the data itself in the published copy and in the newest claims.
    await connection
      .collection(`${name}_versions`)
      .insertMany([{ _id: `${student}:1` as never }, { _id: `${student}:2` as never, data }]);
    await connection.collection(name).insertOne({ _id: student as never, version: 2, data });
    expect((await notes.list(student)).map((note) => note.text)).toEqual(['kept', 'old']);
    await notes.update(student, 'b', { text: 'new' });
    expect((await notebooks(name).notes.list(student)).map((note) => note.text)).toEqual(['kept', 'new']);
    // What this release writes is one JSON string, which the engine stores without decoding it.
    const claim = await connection.collection(`${name}_versions`).findOne({ _id: `${student}:3` as never });
    expect(claim).toMatchObject({
      data: JSON.stringify({
        notes: [
          { id: 'a', text: 'kept' },
          { id: 'b', text: 'new' },
        ],
      }),
    });
    expect((await records.read(student)).notes).toHaveLength(2);
  });

  it('is found by an index on this engine, not by reading the whole collection', async () => {
    const { notes, name } = notebooks();
    const student = studentId();
    await notes.add(student, { text: 'indexed' });
    for (const collection of [name, `${name}_versions`]) {
      const plan = JSON.stringify(
        await connection
          .collection(collection)
          .find({ _id: student as never })
          .explain(),
      );
      // FerretDB on SQLite: "SEARCH ... USING INDEX"; mongod: an _id index stage.
      expect(plan).toMatch(/USING INDEX|IDHACK|EXPRESS_IXSCAN|IXSCAN/);
      expect(plan).not.toMatch(/"SCAN |COLLSCAN/);
      // Several documents by _id at once (the admin statistics' shards).
      const many = JSON.stringify(
        await connection
          .collection(collection)
          .find({ _id: { $in: [student, studentId()] } as never })
          .explain(),
      );
      expect(many).toMatch(/USING INDEX|IXSCAN|EXPRESS_IXSCAN/);
      expect(many).not.toMatch(/"SCAN |COLLSCAN/);
    }
  });
});
