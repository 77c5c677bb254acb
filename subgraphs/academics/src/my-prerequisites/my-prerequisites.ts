import { SEMESTER_HOURS_PER_QUARTER_HOUR } from '@predental/academics-contract/aadsas';
import { AADSAS_SUBJECTS, type AadsasSubject } from '@predental/contracts/aadsas-subjects';
import type { Course } from '@predental/academics-contract/course';

/** A school's prerequisite as the schools subgraph publishes it (DentalSchool.prerequisites). */
export interface Prerequisite {
  course: string;
  subject: string;
  required: boolean;
  semesterHours: number | null;
  quarterHours: number | null;
}

type PrerequisiteStatus = 'MET' | 'PARTLY_MET' | 'MISSING';

export interface PrerequisiteCheck {
  course: string;
  subject: string;
  required: boolean;
  /** Semester hours asked for; null when the school gives none. */
  neededHours: number | null;
  myHours: number;
  /** Semester hours still needed; null when the school gives none. */
  shortHours: number | null;
  status: PrerequisiteStatus;
}

/**
 * A course without its AADSAS subject is matched by its code's letters until the student gives
 * one (BIO 101 is biology): the common prefixes of US catalogs.
 */
const CODE_PREFIXES: [RegExp, AadsasSubject][] = [
  [/^(BIOL?|BIO|MICR?O?|ANAT|PHSL|PHYSL)/, 'Biology'],
  [/^(CHEM|CHM|BCHM|BIOC)/, 'Chemistry'],
  [/^(PHYS|PHY)/, 'Physics'],
  [/^(MATH|MTH|MAT|STAT|STA)/, 'Mathematics'],
  [/^(ENGL|ENG|WRIT|WRT|COMP)/, 'English'],
  [/^(PSYC|PSY)/, 'Psychology'],
  [/^(SOCI|SOC)/, 'Sociology'],
];

export function subjectOf(course: Pick<Course, 'subject' | 'courseCode'>): AadsasSubject | undefined {
  if (course.subject && course.subject in AADSAS_SUBJECTS) return course.subject;
  const code = course.courseCode.toUpperCase().replace(/[^A-Z]/g, '');
  return CODE_PREFIXES.find(([prefix]) => prefix.test(code))?.[1];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Semester hours of finished, passed, graded courses per subject. Pass/fail, AP, IB and CLEP
 * credit, withdrawals, failures and courses not finished yet are left out: many schools refuse
 * them for prerequisites, and a student should not read "met" on the strength of them.
 */
function hoursBySubject(courses: readonly Course[]): Map<string, number> {
  const hours = new Map<string, number>();
  for (const course of courses) {
    const subject = subjectOf(course);
    if (!subject || (course.creditType ?? 'graded') !== 'graded' || course.grade === 'F') continue;
    const semesterHours = course.credits * (course.termType === 'quarter' ? SEMESTER_HOURS_PER_QUARTER_HOUR : 1);
    hours.set(subject, (hours.get(subject) ?? 0) + semesterHours);
  }
  return hours;
}

/**
 * Each prerequisite against the student's courses. A subject's hours go to the school's courses
 * of that subject in the order the school lists them (general chemistry before organic), so two
 * requirements never count the same hour. Quarter hours asked for are converted to semester
 * hours; a requirement without hours is met by any hours left in its subject.
 */
export function myPrerequisites(
  prerequisites: readonly Prerequisite[],
  courses: readonly Course[],
): PrerequisiteCheck[] {
  const left = hoursBySubject(courses);
  return prerequisites.map(({ course, subject, required, semesterHours, quarterHours }) => {
    const available = left.get(subject) ?? 0;
    const needed =
      semesterHours ?? (quarterHours === null ? null : round2(quarterHours * SEMESTER_HOURS_PER_QUARTER_HOUR));
    if (needed === null) {
      return {
        course,
        subject,
        required,
        neededHours: null,
        myHours: round2(available),
        shortHours: null,
        status: available > 0 ? 'MET' : 'MISSING',
      };
    }
    const counted = Math.min(available, needed);
    left.set(subject, available - counted);
    const status: PrerequisiteStatus = counted >= needed - 0.005 ? 'MET' : counted > 0 ? 'PARTLY_MET' : 'MISSING';
    return {
      course,
      subject,
      required,
      neededHours: needed,
      myHours: round2(counted),
      shortHours: round2(Math.max(0, needed - counted)),
      status,
    };
  });
}
