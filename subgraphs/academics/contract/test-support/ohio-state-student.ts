import type { CourseInput } from '../src/course';
import { validCourseInput } from './examples';

/**
 * A student checked against Ohio State's prerequisites (the seed's osu-dentistry: no hours
 * stated, "I & II" asks two courses), at the unit and the platform level alike.
 */
export const OSU_STUDENT_COURSES: CourseInput[] = [
  ['BIO 111', 'Introductory Biology I'],
  ['BIO 112', 'Introductory Biology II'],
  ['CHEM 121', 'General Chemistry I'],
  ['CHEM 251', 'Organic Chemistry I'],
  ['PHYS 111', 'College Physics I'],
  ['ENGL 110', 'College Writing I', 3],
  ['ENGL 111', 'College Writing II', 3],
].map(([courseCode, courseName, credits]) => ({
  ...validCourseInput,
  courseCode: String(courseCode),
  courseName: String(courseName),
  credits: Number(credits ?? validCourseInput.credits),
}));

/** Their checks, each as [requirement, status, "CODE Name" of each course meeting it]. */
export const OSU_STUDENT_CHECKS = [
  ['Introductory Biology I & II', 'MET', ['BIO 111 Introductory Biology I', 'BIO 112 Introductory Biology II']],
  // One course of two: General Chemistry II is missing.
  ['General Chemistry I & II', 'PARTLY_MET', ['CHEM 121 General Chemistry I']],
  ['Organic Chemistry I & II', 'PARTLY_MET', ['CHEM 251 Organic Chemistry I']],
  // Biology hours do not make anatomy or microbiology, nor chemistry hours biochemistry.
  ['Anatomy and Physiology I & II', 'MISSING', []],
  ['Physics (one semester)', 'MET', ['PHYS 111 College Physics I']],
  ['Biochemistry (one semester)', 'MISSING', []],
  ['Microbiology', 'MISSING', []],
  ['College Writing I & II', 'MET', ['ENGL 110 College Writing I', 'ENGL 111 College Writing II']],
];
