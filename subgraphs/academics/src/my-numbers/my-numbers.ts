import type { Course } from '@predental/academics-contract/course';
import type { DatScale } from '@predental/academics-contract/dat';
import type { GpaBasis } from '@predental/academics-contract/school-fit';
import { aadsasGpa } from '../gpa/aadsas';
import { countedCourses, gpaSummary } from '../gpa/gpa';
import { schoolDatOn, type SchoolAverages } from './school-dat';

/** How the student's number stands against a school's average (DentalSchool.myNumbers). */
type Standing = 'ABOVE' | 'NEAR' | 'BELOW';

export interface NumberComparison {
  /** The student's figure; null without courses (GPA) or DAT scores. */
  mine: number | null;
  /** The school's average; null when not reported. */
  school: number | null;
  /** mine - school; null unless both exist. */
  difference: number | null;
  standing: Standing | null;
  /** DAT only: the scale both numbers are on (the student's latest attempt's); null for a GPA or without a DAT. */
  scale: DatScale | null;
}

export interface MyNumbers {
  /** Which GPA of the student's the GPA rows compare. */
  gpaBasis: GpaBasis;
  overallGpa: NumberComparison;
  scienceGpa: NumberComparison;
  datAcademicAverage: NumberComparison;
}

/** Closer than this to a school's average counts as near it rather than above or below: a DAT within one step of its scale. */
const NEAR_GPA = 0.05;
const NEAR_DAT: Record<DatScale, number> = { '200-600': 10, '1-30': 1 };

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A school average of 0 is the old way of saying "not reported". */
const reported = (average: number | null | undefined) => (average ? average : null);

export function compare(mine: number | null, school: number | null, near: number, decimals: number): NumberComparison {
  if (mine === null || school === null) return { mine, school, difference: null, standing: null, scale: null };
  const difference = round(mine - school, decimals);
  const standing: Standing = Math.abs(difference) <= near ? 'NEAR' : difference > 0 ? 'ABOVE' : 'BELOW';
  return { mine, school, difference, standing, scale: null };
}

export interface StudentNumbers {
  /** AADSAS's overall and science GPA, or SPEC's simple ones (see aadsasNumbers). */
  gpaBasis: GpaBasis;
  overallGpa: number | null;
  scienceGpa: number | null;
  datAcademicAverage: number | null;
  /** The scale of the latest attempt, whose Academic Average that is. */
  datScale: DatScale | null;
}

/**
 * The AADSAS overall and science GPA (the table's overall row), once the student has AADSAS
 * details: every course that counts toward a GPA (graded, WF, or without a credit type) carries
 * its AADSAS subject and academic status, and the table has graded hours. A table that left out
 * some of the student's graded courses would compare a GPA no school sees; undefined then.
 */
function aadsasNumbers(courses: readonly Course[]): { overall: number; science: number | null } | undefined {
  // A course left out of every GPA (pass, AP, IB, CLEP, W, IP, planned) needs no AADSAS details to compare.
  if (countedCourses(courses).some((course) => !course.subject || !course.academicStatus)) return undefined;
  const { total, science } = aadsasGpa(courses).overall;
  return total.gpa === null ? undefined : { overall: total.gpa, science: science.gpa };
}

/** The student's own figures, rounded as the screens show them; null where there is nothing to average. */
export function studentNumbers(
  courses: readonly Course[],
  latestDat: { academicAverage: number; scale: DatScale } | undefined,
): StudentNumbers {
  const dat = { datAcademicAverage: latestDat?.academicAverage ?? null, datScale: latestDat?.scale ?? null };
  const aadsas = aadsasNumbers(courses);
  if (aadsas) return { gpaBasis: 'AADSAS', overallGpa: aadsas.overall, scienceGpa: aadsas.science, ...dat };
  // Only courses SPEC's GPA counts make a GPA (a pass or planned course alone does not).
  const counted = countedCourses(courses);
  const science = counted.filter((course) => course.isScience);
  const summary = gpaSummary(courses);
  return {
    gpaBasis: 'SIMPLE',
    overallGpa: counted.some((course) => course.credits > 0) ? round(summary.overall, 2) : null,
    scienceGpa: science.some((course) => course.credits > 0) ? round(summary.science, 2) : null,
    ...dat,
  };
}

export function myNumbers(student: StudentNumbers, school: SchoolAverages): MyNumbers {
  const scale = student.datScale;
  return {
    gpaBasis: student.gpaBasis,
    overallGpa: compare(student.overallGpa, reported(school.overallGpaAvg), NEAR_GPA, 2),
    scienceGpa: compare(student.scienceGpa, reported(school.scienceGpaAvg), NEAR_GPA, 2),
    // The school's average on the scale of the student's latest attempt (without one, the 600-scale average).
    datAcademicAverage: {
      ...compare(
        student.datAcademicAverage,
        schoolDatOn(school, scale ?? '200-600')?.mean ?? null,
        NEAR_DAT[scale ?? '200-600'],
        1,
      ),
      scale,
    },
  };
}
