import { semesterRank, type Grade } from '@predental/academics-contract/course';
import { countedGrade, earnsCredits } from '@predental/academics-contract/grade-marks';

/** SPEC §9 grade points. */
export const GRADE_POINTS: Record<Grade, number> = {
  'A+': 4.0,
  A: 4.0,
  'A-': 3.7,
  'B+': 3.3,
  B: 3.0,
  'B-': 2.7,
  'C+': 2.3,
  C: 2.0,
  'C-': 1.7,
  'D+': 1.3,
  D: 1.0,
  'D-': 0.7,
  F: 0,
};

export interface GradedCourse {
  credits: number;
  grade: string;
  isScience: boolean;
  /** AADSAS's credit type: a pass, AP, IB, CLEP, W, IP or planned course is left out, WF counts as F. */
  creditType?: string | null;
}

export interface GpaSummary {
  overall: number;
  science: number;
  /** Credits earned or being graded: graded, pass, AP, IB and CLEP courses (see earnsCredits). */
  totalCredits: number;
}

export function gradePoints(grade: string): number {
  return Object.hasOwn(GRADE_POINTS, grade) ? GRADE_POINTS[grade as Grade] : 0;
}

const creditsOf = (courses: readonly GradedCourse[]) => courses.reduce((sum, c) => sum + c.credits, 0);
const earnedCredits = (courses: readonly GradedCourse[]) =>
  creditsOf(courses.filter((c) => earnsCredits(c.creditType)));

/** The courses SPEC's GPA counts, each at the letter it counts with. */
export const countedCourses = <C extends GradedCourse>(courses: readonly C[]): C[] =>
  courses.flatMap((c) => {
    const grade = countedGrade(c);
    return grade === null ? [] : [{ ...c, grade }];
  });

/** Credit-weighted mean of grade points over the counted courses; 0 with no credits. */
export function gpa(courses: readonly GradedCourse[]): number {
  const counted = countedCourses(courses);
  const credits = creditsOf(counted);
  if (credits <= 0) return 0;
  return counted.reduce((sum, c) => sum + gradePoints(c.grade) * c.credits, 0) / credits;
}

export function gpaSummary(courses: readonly GradedCourse[]): GpaSummary {
  return {
    overall: gpa(courses),
    science: gpa(courses.filter((c) => c.isScience)),
    totalCredits: earnedCredits(courses),
  };
}

export interface TermCourse extends GradedCourse {
  semester: string;
  year: number;
}

export interface TermGpa {
  semester: string;
  year: number;
  /** The term's earned credits, as Total Credits counts them. */
  credits: number;
  /** This term's courses only. */
  gpa: number;
  /** Every course up to and including this term. */
  cumulativeGpa: number;
}

/** One row per term with a counted course, oldest first (within a year: Spring, Summer, Fall, Winter). */
export function gpaByTerm(courses: readonly TermCourse[]): TermGpa[] {
  const terms = new Map<string, TermCourse[]>();
  for (const course of courses) {
    const key = `${course.year}|${course.semester}`;
    terms.set(key, [...(terms.get(key) ?? []), course]);
  }
  // A term with no course SPEC's GPA counts (all planned, say) has no GPA to show.
  const ordered = [...terms.values()]
    .filter((termCourses) => countedCourses(termCourses).length > 0)
    .sort((a, b) => a[0]!.year - b[0]!.year || semesterRank(a[0]!.semester) - semesterRank(b[0]!.semester));
  const sofar: TermCourse[] = [];
  return ordered.map((termCourses) => {
    sofar.push(...termCourses);
    const { semester, year } = termCourses[0]!;
    return { semester, year, credits: earnedCredits(termCourses), gpa: gpa(termCourses), cumulativeGpa: gpa(sofar) };
  });
}
