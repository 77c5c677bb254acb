import { readCourse, type Course, type CourseInput } from '../src/course';
import type { DatScore, DatScoreInput } from '../src/dat';

// The academics area's valid examples, beside its rules: every test level spreads them for a variant.

/** A valid course as a student adds it (POST /api/courses, addCourse): SPEC's fields only. */
export const validCourseInput = {
  courseName: 'General Chemistry I',
  courseCode: 'CHEM 101',
  credits: 4,
  grade: 'A-',
  isScience: true,
  semester: 'Fall',
  year: 2023,
} satisfies CourseInput;

/** A valid course with the AADSAS details but subject and academic status: a graded semester course at State University. */
export const validAadsasCourseInput = {
  courseName: 'Course',
  courseCode: 'C 1',
  credits: 3,
  grade: 'A',
  isScience: false,
  semester: 'Fall',
  year: 2022,
  termType: 'semester',
  creditType: 'graded',
  institution: 'State University',
} satisfies CourseInput;

/** A transcript import (POST /api/courses/import, importCourses): a freshman's semester and quarter course, and a seminar without AADSAS details. */
export const transcriptImportRows = [
  {
    ...validAadsasCourseInput,
    courseName: 'Biology I',
    courseCode: 'BIO 101',
    subject: 'Biology',
    academicStatus: 'freshman',
    credits: 4,
  },
  {
    ...validAadsasCourseInput,
    courseName: 'Calculus',
    courseCode: 'MATH 151',
    subject: 'Mathematics',
    academicStatus: 'freshman',
    termType: 'quarter',
    credits: 5,
    grade: 'B',
  },
  { courseName: 'Seminar', courseCode: 'SEM 1', credits: 1, grade: 'A', semester: 'Spring', year: 2023 },
];

let ids = 0;
/** A stored course with a fresh id: validCourseInput without AADSAS details, then the fields given. */
export const aCourse = (fields: Partial<Course> = {}): Course =>
  readCourse({ id: String((ids += 1)), ...validCourseInput, ...fields });

/** A stored course with a fresh id: validAadsasCourseInput taken by a freshman in English, then the fields given. */
export const anAadsasCourse = (fields: Partial<Course> = {}): Course =>
  aCourse({ ...validAadsasCourseInput, subject: 'English', academicStatus: 'freshman', ...fields });

/** A valid DAT attempt as a student adds it (POST /api/dat, addDatScore): a test before March 2025, on the default 200-600 scale. */
export const validDatScore = {
  testDate: '2024-06-15',
  biology: 520,
  generalChemistry: 510,
  organicChemistry: 490,
  perceptualAbility: 560,
  readingComprehension: 540,
  quantitativeReasoning: 480,
  academicAverage: 510,
} satisfies Omit<DatScoreInput, 'scale'>;

/** A valid DAT attempt on the 200-600 scale from 2025, with sections below the old scale's 400 floor. */
export const validNewScaleDatScore = {
  testDate: '2025-04-12',
  biology: 380,
  generalChemistry: 410,
  organicChemistry: 390,
  perceptualAbility: 450,
  readingComprehension: 400,
  quantitativeReasoning: 370,
  academicAverage: 400,
} satisfies Omit<DatScoreInput, 'scale'>;

/** A valid DAT attempt scored on the 1-30 scale, before March 2025. */
export const validOldScaleDatScore = {
  testDate: '2024-06-15',
  scale: '1-30',
  biology: 19,
  generalChemistry: 21,
  organicChemistry: 22,
  perceptualAbility: 20,
  readingComprehension: 21,
  quantitativeReasoning: 19,
  academicAverage: 20,
} satisfies DatScoreInput;

/** A stored DAT attempt: validDatScore on the 200-600 scale with its total science, then the fields given. */
export const aDatScore = (fields: Partial<DatScore> = {}): DatScore => ({
  id: 'dat-1',
  userId: 'student-1',
  scale: '200-600',
  totalScience: 510,
  ...validDatScore,
  ...fields,
});
