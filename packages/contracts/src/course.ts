import { z } from 'zod';

/** SPEC §3 Course: grades best first, semesters in the order of §2's table sort. */
export const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type Grade = (typeof GRADES)[number];
export const SEMESTERS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Semester = (typeof SEMESTERS)[number];

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
export const MAX_CREDITS = 20;
/** Well above any transcript (a record is one bounded document per student). */
export const MAX_COURSES = 300;

const YEAR_MESSAGE = 'Please enter a valid year';

const courseFields = {
  courseName: z.string({ error: 'Course name is required' }).trim().min(1, 'Course name is required').max(120, 'Course name must be at most 120 characters'),
  courseCode: z.string({ error: 'Course code is required' }).trim().min(1, 'Course code is required').max(20, 'Course code must be at most 20 characters'),
  credits: z
    .number({ error: 'Credits must be greater than 0' })
    .positive('Credits must be greater than 0')
    .max(MAX_CREDITS, `Credits must be at most ${MAX_CREDITS}`),
  grade: z.enum(GRADES, { error: 'Grade is required' }),
  isScience: z.boolean({ error: 'Science course must be true or false' }),
  semester: z.enum(SEMESTERS, { error: 'Semester is required' }),
  year: z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(MIN_YEAR, YEAR_MESSAGE).max(MAX_YEAR, YEAR_MESSAGE),
};

/** POST /api/courses and the course dialog (SPEC §5 Course). Unknown keys such as userId are dropped. */
export const courseInputSchema = z.object({ ...courseFields, isScience: courseFields.isScience.default(false) });
export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseForm = z.input<typeof courseInputSchema>;

/** PATCH /api/courses/{id}: any of the same fields. */
export const courseUpdateSchema = z
  .object(courseFields)
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'Nothing to update: send at least one course field' });
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

export interface Course {
  id: string;
  courseName: string;
  courseCode: string;
  credits: number;
  grade: Grade;
  isScience: boolean;
  semester: Semester;
  year: number;
}

export const semesterRank = (semester: string) => SEMESTERS.indexOf(semester as Semester);
