import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { readCourse, type Course } from '@predental/academics-contract/course';
import { myPrerequisites, type Prerequisite } from '../subgraphs/academics/src/my-prerequisites/my-prerequisites';

/**
 * `npm run bench:prerequisites`: the CPU one school list costs the academics area to check every
 * seeded school's prerequisites against a student's courses (DentalSchool.myPrerequisites), for a
 * student with no courses, 8 and 25, after warming up.
 */
const ROUNDS = 1000;
const SEED = path.join(__dirname, '..', 'subgraphs', 'schools', 'seed', 'school-prerequisites.csv');

const rows = Papa.parse<Record<string, string>>(readFileSync(SEED, 'utf8'), {
  header: true,
  skipEmptyLines: true,
}).data;
const schools = new Map<string, Prerequisite[]>();
const hours = (text: string | undefined) => (text ? Number(text) : null);
for (const row of rows)
  schools.set(row.key!, [
    ...(schools.get(row.key!) ?? []),
    {
      course: row.course!,
      subject: row.subject!,
      required: row.required === 'true',
      semesterHours: hours(row.semesterHours),
      quarterHours: hours(row.quarterHours),
    },
  ]);

const TRANSCRIPT = [
  ['BIO 101', 'General Biology I'],
  ['BIO 102', 'General Biology II'],
  ['CHEM 101', 'General Chemistry I'],
  ['CHEM 102', 'General Chemistry II'],
  ['CHEM 201', 'Organic Chemistry I'],
  ['CHEM 202', 'Organic Chemistry II'],
  ['BIOC 301', 'Biochemistry'],
  ['MICR 210', 'Microbiology'],
  ['PHYS 101', 'Physics I'],
  ['PHYS 102', 'Physics II'],
  ['ENGL 101', 'English Composition'],
  ['MATH 151', 'Calculus I'],
  ['STAT 200', 'Statistics'],
  ['PSYC 100', 'Psychology'],
  ['SOC 100', 'Sociology'],
  ['BIO 310', 'Genetics'],
  ['BIO 220', 'Cell Biology'],
  ['BIO 250', 'Human Anatomy'],
  ['BIO 251', 'Physiology'],
  ['BIO 400', 'Immunology'],
  ['HIST 101', 'History'],
  ['ART 100', 'Art'],
  ['SPAN 101', 'Spanish I'],
  ['SPAN 102', 'Spanish II'],
  ['ECON 101', 'Economics'],
] as const;
// Read as the store reads a stored course: details not given are null.
const courses: Course[] = TRANSCRIPT.map(([courseCode, courseName], index) =>
  readCourse({
    id: String(index),
    courseName,
    courseCode,
    credits: index % 3 ? 4 : 3,
    grade: 'A',
    isScience: true,
    semester: 'Fall',
    year: 2024,
    creditType: index === 5 ? 'in-progress' : null,
  }),
);

const schoolList = (list: Course[]) => {
  for (const prerequisites of schools.values()) myPrerequisites(prerequisites, list);
};
for (const count of [0, 8, 25]) {
  const list = courses.slice(0, count);
  for (let round = 0; round < ROUNDS; round += 1) schoolList(list);
  const started = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round += 1) schoolList(list);
  const { user, system } = process.cpuUsage(started);
  console.log(
    `[bench:prerequisites] ${count} courses: ${((user + system) / 1000 / ROUNDS).toFixed(2)} ms of CPU for ${schools.size} schools`,
  );
}
