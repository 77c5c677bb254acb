import { randomBytes } from 'node:crypto';
import { DAT_SECTIONS } from '@predental/academics-contract/dat';
import mongoose from 'mongoose';
import pino from 'pino';
import { shardedTotals } from '../../packages/service-kit/src/sharded-totals';
import { academicRecords } from '../../subgraphs/academics/src/academic-record';
import { experienceRecords } from '../../subgraphs/experience/src/experience-record';
import { hashPassword } from '../../subgraphs/identity/src/users/passwords';
import { favoriteRecords } from '../../subgraphs/schools/src/favorites/favorites';

/**
 * The fast loader of `npm run bench:scale`: other students' data written straight into each
 * area's database as the services store it: a user with its username and email claims, a session
 * and its place in the user count; one record per student per area, seeded by the areas' own
 * record code as a migration seeds it (version 1, with the admin totals). Going through /api
 * would take about an hour for 5,000 students at 99 writes each; the students whose reads are
 * measured write through /api.
 */
export const PER_STUDENT = { courses: 40, datScores: 4, shadowing: 30, volunteer: 20, favorites: 5 };

const GRADES = ['A', 'A-', 'B+', 'B', 'C+'];
const SEMESTERS = ['Spring', 'Summer', 'Fall', 'Winter'];
const id = () => new mongoose.Types.ObjectId().toHexString();

function academicData() {
  return {
    courses: Array.from({ length: PER_STUDENT.courses }, (_, i) => ({
      id: id(),
      courseName: `Course ${i}`,
      courseCode: `BIO ${100 + i}`,
      credits: 3 + (i % 2),
      grade: GRADES[i % GRADES.length],
      isScience: i % 2 === 0,
      semester: SEMESTERS[i % 4],
      year: 2020 + (i % 5),
    })),
    datScores: Array.from({ length: PER_STUDENT.datScores }, (_, i) => ({
      id: id(),
      testDate: `2025-0${i + 3}-01`,
      ...Object.fromEntries(DAT_SECTIONS.map((s) => [s, 450 + i * 10])),
      totalScience: 450 + i * 10,
    })),
  };
}

const entry = (i: number, fields: Record<string, string>) => ({
  id: id(),
  date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  hours: 2 + (i % 4),
  notes: i % 3 ? null : 'A note about the day',
  ...fields,
});

function experienceData() {
  return {
    shadowing: Array.from({ length: PER_STUDENT.shadowing }, (_, i) =>
      entry(i, { doctorName: `Dr. ${i}`, practice: 'Smile Dental' }),
    ),
    volunteer: Array.from({ length: PER_STUDENT.volunteer }, (_, i) =>
      entry(i, { organization: `Food bank ${i}`, type: 'Community', supervisor: 'Sam Lee, 555-0100' }),
    ),
    goals: { shadowingGoal: 100, volunteerGoal: 150 },
  };
}

type Connections = Record<'identity' | 'academics' | 'experience' | 'schools', mongoose.Connection>;

/** One connection per area's database, as its service has. */
export async function areaConnections(uri: string): Promise<Connections & { close(): Promise<void> }> {
  const open = (area: string) =>
    mongoose.createConnection(uri, { dbName: `predental_${area}`, writeConcern: { w: 1, j: true } }).asPromise();
  const [identity, academics, experience, schools] = await Promise.all(
    ['identity', 'academics', 'experience', 'schools'].map(open),
  );
  return {
    identity: identity!,
    academics: academics!,
    experience: experience!,
    schools: schools!,
    close: async () => void (await Promise.all([identity!, academics!, experience!, schools!].map((c) => c.close()))),
  };
}

/** Loads `count` more students (numbered from `from`), in batches; the schools they favor are given. */
export async function loadStudents(
  connections: Connections,
  from: number,
  count: number,
  schoolIds: string[],
  batch = 250,
): Promise<void> {
  const passwordHash = await hashPassword('Passw0rd!');
  const identity = connections.identity.db!;
  for (let start = from; start < from + count; start += batch) {
    const size = Math.min(batch, from + count - start);
    const users = Array.from({ length: size }, (_, i) => {
      const key = `loaded${start + i}`;
      return {
        _id: new mongoose.Types.ObjectId(),
        username: key,
        usernameKey: key,
        email: `${key}@example.com`,
        emailKey: `${key}@example.com`,
        passwordHash,
        isAdmin: false,
        isPremium: false,
      };
    });
    const now = Date.now();
    await identity.collection('users').insertMany(users);
    await identity
      .collection('usernames')
      .insertMany(users.map((u) => ({ _id: u.usernameKey as never, userId: u._id.toHexString(), at: new Date() })));
    await identity
      .collection('emails')
      .insertMany(users.map((u) => ({ _id: u.emailKey as never, userId: u._id.toHexString(), at: new Date() })));
    await identity.collection('sessions').insertMany(
      users.map((u) => ({
        _id: randomBytes(32).toString('base64url') as never,
        userId: u._id,
        expiresAt: new Date(now + 86_400_000),
        idleMs: 86_400_000,
        lastSeenAt: new Date(now),
        idleUntil: new Date(now + 86_400_000),
      })),
    );
    const ids = users.map((u) => u._id.toHexString());
    await shardedTotals(connections.identity, 'users').recordMany(
      Object.fromEntries(ids.map((id) => [id, { version: 1, counts: { users: 1 } }])),
    );
    await loadRecords(connections, ids, schoolIds);
  }
}

/** One record per area for each of these students (who have none yet), written as a migration seeds it. */
export async function loadRecords(connections: Connections, userIds: string[], schoolIds: string[]): Promise<void> {
  const log = pino({ level: 'warn' });
  const academics = academicRecords(connections.academics, log);
  const experience = experienceRecords(connections.experience, log);
  const favorites = favoriteRecords(connections.schools, log);
  const favored = (i: number) => ({
    schoolIds: Array.from({ length: PER_STUDENT.favorites }, (_, k) => schoolIds[(i + k) % schoolIds.length]!),
  });
  // A few at a time: the engine has 2 cores and the services share them.
  for (let i = 0; i < userIds.length; i += 10) {
    const chunk = userIds.slice(i, i + 10);
    await Promise.all(
      chunk.map((userId, k) =>
        Promise.all([
          academics.seed(userId, academicData()),
          experience.seed(userId, experienceData()),
          favorites.seed(userId, favored(i + k)),
        ]),
      ),
    );
  }
  // The admin totals the seeds noted, written before this process moves on.
  await Promise.all([academics.writeTotals(), experience.writeTotals(), favorites.writeTotals()]);
}
