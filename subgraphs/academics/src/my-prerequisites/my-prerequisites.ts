import { SEMESTER_HOURS_PER_QUARTER_HOUR } from '@predental/academics-contract/aadsas';
import {
  NO_PREREQUISITE,
  recogniseCourse,
  recogniseRequirement,
  type RequirementKinds,
  subjectOfKind,
  type CourseKind,
} from '@predental/academics-contract/course-kinds';
import type { Course } from '@predental/academics-contract/course';
import type { AadsasSubject } from '@predental/contracts/aadsas-subjects';
import { assignCourses, type Need } from './assign-courses';

/** A school's prerequisite as the schools subgraph publishes it (DentalSchool.prerequisites). */
export interface Prerequisite {
  course: string;
  subject: string;
  required: boolean;
  semesterHours: number | null;
  quarterHours: number | null;
}

type PrerequisiteStatus = 'MET' | 'IN_PROGRESS' | 'PLANNED' | 'PARTLY_MET' | 'MISSING';

interface PrerequisiteCourse {
  id: string;
  courseCode: string;
  courseName: string;
  hours: number;
  inProgress: boolean;
  planned: boolean;
}

export interface PrerequisiteCheck {
  course: string;
  subject: string;
  required: boolean;
  /** Semester hours asked for; null when the school gives none. */
  neededHours: number | null;
  /** Semester hours of the finished courses that count toward it. */
  myHours: number;
  /** Semester hours still needed; null when the school gives none. */
  shortHours: number | null;
  /** Courses asked for when the school gives no hours. */
  neededCourses: number | null;
  status: PrerequisiteStatus;
  myCourses: PrerequisiteCourse[];
}

/** A course that may count: its semester hours, its kind and its subject. */
interface Candidate extends PrerequisiteCourse {
  kind: CourseKind | undefined;
  subject: AadsasSubject | undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const EPSILON = 0.005;

/**
 * Finished, passed, graded courses count; pass/fail, AP, IB and CLEP credit, withdrawals and
 * failures never do (many schools refuse them, and a student should not read "met" on the
 * strength of them). Courses in progress and planned are kept apart: they never make "Met".
 */
function candidate(course: Course): Candidate | undefined {
  const creditType = course.creditType ?? 'graded';
  const inProgress = creditType === 'in-progress';
  const planned = creditType === 'planned';
  if (!inProgress && !planned && (creditType !== 'graded' || course.grade === 'F')) return undefined;
  if (course.countsToward === NO_PREREQUISITE) return undefined;
  // The student's choice says the kind, and so the subject; else the name and code, and the AADSAS subject given.
  const kind = course.countsToward ?? recogniseCourse(course);
  const subject = course.countsToward
    ? subjectOfKind(course.countsToward)
    : (course.subject ?? (kind && subjectOfKind(kind)));
  return {
    id: course.id,
    courseCode: course.courseCode,
    courseName: course.courseName,
    hours: round2(course.credits * (course.termType === 'quarter' ? SEMESTER_HOURS_PER_QUARTER_HOUR : 1)),
    inProgress,
    planned,
    kind,
    subject,
  };
}

/**
 * Courses asked for when a school gives no hours: "I & II" is two courses, "(2 semesters / 3
 * quarters)" two, anything else one.
 */
function coursesAskedBy(label: string): number {
  if (/\bI\s*(&|and)\s*II\b/.test(label)) return 2;
  const semesters = /\((\d+) semesters?\b/i.exec(label);
  return semesters ? Number(semesters[1]) : 1;
}

interface Requirement {
  index: number;
  neededHours: number | null;
  neededCourses: number;
  accepts: (course: Candidate) => boolean;
  /** Served in this order: required before recommended, specific (fewest kinds) before general. */
  rank: [number, number, number];
}

/**
 * What each label accepts and asks, read once per process: every school list asks again for the
 * same directory's labels. Bounded, as labels come from admins.
 */
const READ = new Map<string, RequirementKinds & { neededCourses: number }>();
const MAX_READ = 10_000;

function readLabel(label: string, subject: string): RequirementKinds & { neededCourses: number } {
  const key = `${subject}\u0000${label}`;
  const known = READ.get(key);
  if (known) return known;
  if (READ.size >= MAX_READ) READ.clear();
  const read = { ...recogniseRequirement(label, subject), neededCourses: coursesAskedBy(label) };
  READ.set(key, read);
  return read;
}

function requirement(prerequisite: Prerequisite, index: number): Requirement {
  const { semesterHours, quarterHours } = prerequisite;
  const { kinds, subjects, neededCourses } = readLabel(prerequisite.course, prerequisite.subject);
  return {
    index,
    neededHours:
      semesterHours ?? (quarterHours === null ? null : round2(quarterHours * SEMESTER_HOURS_PER_QUARTER_HOUR)),
    neededCourses,
    accepts: (course) =>
      (course.kind !== undefined && kinds.includes(course.kind)) ||
      (course.subject !== undefined && subjects.includes(course.subject)),
    rank: [prerequisite.required ? 0 : 1, subjects.length > 0 ? 1 : 0, kinds.length + subjects.length],
  };
}

const byRank = (a: Requirement, b: Requirement) =>
  a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2] || a.index - b.index;

const hoursOf = (courses: readonly Candidate[]) => courses.reduce((sum, course) => sum + course.hours, 0);
const meets = (requirement: Requirement, courses: readonly Candidate[]) =>
  requirement.neededHours === null
    ? courses.length >= requirement.neededCourses
    : hoursOf(courses) >= requirement.neededHours - EPSILON;

/**
 * Each prerequisite against the student's courses. A requirement is met only by courses of a
 * kind it accepts (course-kinds.ts), each course counted whole toward one requirement at most,
 * finished courses first, then those in progress, then planned ones toward what is still open.
 * Quarter hours are converted to semester hours; a requirement without hours asks for courses.
 */
export function myPrerequisites(
  prerequisites: readonly Prerequisite[],
  courses: readonly Course[],
): PrerequisiteCheck[] {
  const requirements = prerequisites.map(requirement).sort(byRank);
  const counted = courses.map(candidate).filter((course) => course !== undefined);
  const mine = new Map<number, Candidate[]>(requirements.map(({ index }) => [index, []]));
  const stages = [
    counted.filter((course) => !course.inProgress && !course.planned),
    counted.filter((course) => course.inProgress),
    counted.filter((course) => course.planned),
  ];
  for (const stage of stages) {
    const open = requirements.filter((each) => !meets(each, mine.get(each.index)!));
    const needs = open.map((each): Need<Candidate> => {
      const held = mine.get(each.index)!;
      return {
        accepts: each.accepts,
        hours: each.neededHours === null ? null : each.neededHours - hoursOf(held),
        courses: each.neededCourses - held.length,
      };
    });
    assignCourses(needs, stage).forEach((chosen, at) => mine.get(open[at]!.index)!.push(...chosen));
  }
  return prerequisites.map((prerequisite, index) => {
    const each = requirements.find((one) => one.index === index)!;
    const all = mine.get(index)!;
    const finished = all.filter((course) => !course.inProgress && !course.planned);
    const myHours = round2(hoursOf(finished));
    return {
      course: prerequisite.course,
      subject: prerequisite.subject,
      required: prerequisite.required,
      neededHours: each.neededHours,
      myHours,
      shortHours: each.neededHours === null ? null : round2(Math.max(0, each.neededHours - myHours)),
      neededCourses: each.neededHours === null ? each.neededCourses : null,
      status: statusOf(each, all, finished),
      myCourses: all.map(({ id, courseCode, courseName, hours, inProgress, planned }) => ({
        id,
        courseCode,
        courseName,
        hours,
        inProgress,
        planned,
      })),
    };
  });
}

function statusOf(requirement: Requirement, all: Candidate[], finished: Candidate[]): PrerequisiteStatus {
  if (meets(requirement, finished)) return 'MET';
  if (
    meets(
      requirement,
      all.filter((course) => !course.planned),
    )
  )
    return 'IN_PROGRESS';
  if (meets(requirement, all)) return 'PLANNED';
  return finished.length > 0 ? 'PARTLY_MET' : 'MISSING';
}
