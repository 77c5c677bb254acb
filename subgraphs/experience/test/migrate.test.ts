import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import pino from 'pino';
import { entryStores } from '../src/entries/entries';
import { experienceRecords } from '../src/experience-record';
import { experienceStore } from '../src/experiences/experiences';
import { goalStore } from '../src/goals/goals';
import { migrateExperience } from '../src/migrate';

/**
 * Issue 37's migration on data as the releases before wrote it: one document per entry (before
 * student records), and a record whose shadowing entries have no mode (before issue 37).
 */
let connection: mongoose.Connection;
beforeAll(async () => {
  connection = await mongoose
    .createConnection(process.env.TEST_MONGODB_URI!, {
      dbName: `experience_migrate_${process.pid}`,
      writeConcern: { w: 1, j: true },
    })
    .asPromise();
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const id = () => randomBytes(12).toString('hex');
const log = pino({ level: 'silent' });

it('makes every shadowing entry an in-person visit in its dentist’s entry, losing nothing', async () => {
  const records = experienceRecords(connection, log);
  const [older, recent] = [id(), id()];
  // Before student records: documents of their own.
  const visit = {
    _id: new mongoose.Types.ObjectId(),
    userId: older,
    date: '2023-05-02',
    doctorName: 'Dr. Omar Lee',
    practice: 'Lee Oral Surgery',
    hours: 3,
    notes: null,
    __v: 0,
  };
  await connection.collection('shadowingentries').insertOne(visit);
  await connection.collection('volunteerentries').insertOne({
    _id: new mongoose.Types.ObjectId(),
    userId: older,
    date: '2023-05-03',
    organization: 'City Free Clinic',
    type: 'Clinical',
    supervisor: 'Jane Doe',
    hours: 2,
    notes: 'Desk',
  });
  // A record as the release before wrote it: no mode, no logs, no goals per type.
  await records.seed(recent, {
    shadowing: [
      {
        id: id(),
        date: '2024-06-15',
        doctorName: 'Dr. Sarah Smith',
        practice: 'Smile Dental',
        hours: 4.5,
        notes: null,
      },
      {
        id: id(),
        date: '2024-06-22',
        doctorName: 'Dr. Sarah Smith',
        practice: 'Bright Orthodontics',
        hours: 2,
        notes: 'Crowns',
      },
    ],
    volunteer: [],
    goals: { shadowingGoal: 40, volunteerGoal: null },
  });

  await migrateExperience(connection, records, log);
  await migrateExperience(connection, records, log); // once: the second start changes nothing

  const recentRecord = await records.read(recent);
  expect(recentRecord.shadowing.map((entry) => [entry.mode, entry.hours, entry.notes])).toEqual([
    ['in-person', 4.5, null],
    ['in-person', 2, 'Crowns'],
  ]);
  expect(recentRecord.goals).toEqual({ shadowingGoal: 40, volunteerGoal: null });
  expect((await records.read(older)).shadowing).toEqual([
    {
      id: String(visit._id),
      date: '2023-05-02',
      doctorName: 'Dr. Omar Lee',
      practice: 'Lee Oral Surgery',
      hours: 3,
      notes: null,
      mode: 'in-person',
    },
  ]);

  const entries = entryStores(records);
  const experiences = experienceStore(records, entries);
  expect(
    (await experiences.list(recent, '2025-01-01')).map(({ type, organization, totalHours, logIds }) => ({
      type,
      organization,
      totalHours,
      logIds,
    })),
  ).toEqual([
    {
      type: 'dental-shadowing-in-person',
      organization: 'Smile Dental; Bright Orthodontics',
      totalHours: 6.5,
      logIds: recentRecord.shadowing.map((entry) => entry.id),
    },
  ]);
  expect(
    (await experiences.list(older, '2025-01-01')).map((entry) => [entry.type, entry.organization, entry.totalHours]),
  ).toEqual([
    ['dental-shadowing-in-person', 'Lee Oral Surgery', 3],
    ['volunteer', 'City Free Clinic', 2],
  ]);
  expect(await goalStore(records).get(recent)).toEqual({ shadowingGoal: 40, volunteerGoal: null, typeGoals: [] });
});
