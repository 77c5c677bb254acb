/*
 * A course's grades, terms and limits, without zod: the coursework table sorts and shows courses
 * with them and loads no zod before the course dialog is used (issue 41). course.ts builds the
 * schemas on them.
 */

/** SPEC §3 Course: grades best first, semesters in the order of §2's table sort. */
export const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type Grade = (typeof GRADES)[number];
export const SEMESTERS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Semester = (typeof SEMESTERS)[number];

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
/** Well above any transcript (a record is one bounded document per student). */
export const MAX_COURSES = 300;

/** A semester's place in the year (Spring first), for sorting. */
export const semesterRank = (semester: string) => SEMESTERS.indexOf(semester as Semester);
