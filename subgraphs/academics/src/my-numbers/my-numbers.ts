import { gpaSummary, type GradedCourse } from '../gpa/gpa';

/** How the student's number stands against a school's average (DentalSchool.myNumbers). */
export type Standing = 'ABOVE' | 'NEAR' | 'BELOW';

export interface NumberComparison {
  /** The student's figure; null without courses (GPA) or DAT scores. */
  mine: number | null;
  /** The school's average; null when not reported. */
  school: number | null;
  /** mine - school; null unless both exist. */
  difference: number | null;
  standing: Standing | null;
}

export interface MyNumbers {
  overallGpa: NumberComparison;
  scienceGpa: NumberComparison;
  datAcademicAverage: NumberComparison;
}

/** Closer than this to a school's average counts as near it rather than above or below. */
export const NEAR_GPA = 0.05;
export const NEAR_DAT = 10;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A school average of 0 is the old way of saying "not reported". */
const reported = (average: number | null | undefined) => (average ? average : null);

export function compare(mine: number | null, school: number | null, near: number, decimals: number): NumberComparison {
  if (mine === null || school === null) return { mine, school, difference: null, standing: null };
  const difference = round(mine - school, decimals);
  const standing: Standing = Math.abs(difference) <= near ? 'NEAR' : difference > 0 ? 'ABOVE' : 'BELOW';
  return { mine, school, difference, standing };
}

export interface StudentNumbers {
  overallGpa: number | null;
  scienceGpa: number | null;
  datAcademicAverage: number | null;
}

/** The student's own figures, rounded as the screens show them; null where there is nothing to average. */
export function studentNumbers(courses: readonly GradedCourse[], latestDat: { academicAverage: number } | undefined): StudentNumbers {
  const science = courses.filter((course) => course.isScience);
  const summary = gpaSummary(courses);
  return {
    overallGpa: summary.totalCredits > 0 ? round(summary.overall, 2) : null,
    scienceGpa: science.some((course) => course.credits > 0) ? round(summary.science, 2) : null,
    datAcademicAverage: latestDat?.academicAverage ?? null,
  };
}

export interface SchoolAverages {
  overallGpaAvg?: number | null;
  scienceGpaAvg?: number | null;
  datAvg?: number | null;
}

export function myNumbers(student: StudentNumbers, school: SchoolAverages): MyNumbers {
  return {
    overallGpa: compare(student.overallGpa, reported(school.overallGpaAvg), NEAR_GPA, 2),
    scienceGpa: compare(student.scienceGpa, reported(school.scienceGpaAvg), NEAR_GPA, 2),
    datAcademicAverage: compare(student.datAcademicAverage, reported(school.datAvg), NEAR_DAT, 1),
  };
}
