import type { Course } from '@predental/academics-contract/course';
import type { DatScale } from '@predental/academics-contract/dat';
import { round, type StudentNumbers } from '@predental/academics-contract/my-numbers';
import { aadsasGpa } from '../gpa/aadsas';
import { countedCourses, gpaSummary } from '../gpa/gpa';

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
