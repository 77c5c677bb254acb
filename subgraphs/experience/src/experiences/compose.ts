import { createHash } from 'node:crypto';
import type { Experience } from '@predental/experience-contract/experiences';
import type { ExperienceLog } from '@predental/experience-contract/experience-log';
import { EXPERIENCE_TYPES, shadowingType, type ExperienceType } from '@predental/experience-contract/experience-types';
import type { ShadowingEntry } from '@predental/experience-contract/shadowing';
import type { VolunteerEntry } from '@predental/experience-contract/volunteer';
import { totalHours } from '../summary/hours-summary';
import type { ExperienceChoices, Placement } from './experience-choices';

/** Every log of a student, whatever its kind. */
export interface AllLogs {
  shadowing: readonly ShadowingEntry[];
  volunteer: readonly VolunteerEntry[];
  logs: readonly ExperienceLog[];
}

/** A log as the grouping reads it. */
export interface GroupedLog {
  id: string;
  type: ExperienceType;
  date: string;
  hours: number;
  /** The entry it belongs to unless the student moved it: same type and same organization, or for shadowing the same dentist. */
  defaultId: string;
  organization: string;
  /** The dentist of a shadowing visit: the entry's contact until the student names one. */
  contactName: string | null;
}

// Case, spacing and surrounding blanks do not make another organization or dentist.
const same = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A default entry's id: derived from its group, so it is the same on every read (24 hex digits, like a stored id). */
export const groupId = (type: ExperienceType, who: string) =>
  createHash('sha256')
    .update(`${type}\n${same(who)}`)
    .digest('hex')
    .slice(0, 24);

/** Every log with its AADSAS type and default entry. Shadowing groups by dentist across practices. */
export function groupedLogs({ shadowing, volunteer, logs }: AllLogs): GroupedLog[] {
  const log = (
    id: string,
    type: ExperienceType,
    date: string,
    hours: number,
    who: string,
    organization: string,
    contactName: string | null = null,
  ) => ({
    id,
    type,
    date,
    hours,
    defaultId: groupId(type, who),
    organization,
    contactName,
  });
  return [
    ...shadowing.map((visit) => {
      const type = shadowingType(visit.mode);
      return log(visit.id, type, visit.date, visit.hours, visit.doctorName, visit.practice, visit.doctorName);
    }),
    ...volunteer.map((day) => log(day.id, 'volunteer', day.date, day.hours, day.organization, day.organization)),
    ...logs.map((day) => log(day.id, day.type, day.date, day.hours, day.organization, day.organization)),
  ];
}

/** The entry a log is in: where the student placed it, while the log keeps the type it had then. */
function entryIdOf(log: GroupedLog, placements: readonly Placement[]): string {
  const placed = placements.find((placement) => placement.logId === log.id);
  return placed && placed.type === log.type ? placed.experienceId : log.defaultId;
}

const DAY_MS = 86_400_000;
const daysFrom = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS);

/**
 * Average hours per week: total hours over the entry's weeks, the days from its first date to its
 * last (to today while it is ongoing) counted inclusive and divided by 7, and never less than one
 * week, so a one-day entry's average is its hours. One decimal, as AADSAS asks for a number.
 */
export function averageHoursPerWeek(total: number, firstDate: string, lastDate: string, ongoingUntil?: string): number {
  const end = ongoingUntil && ongoingUntil > lastDate ? ongoingUntil : lastDate;
  const weeks = Math.max(1, (daysFrom(firstDate, end) + 1) / 7);
  return Math.round((total / weeks) * 10) / 10;
}

/** The distinct names in first-seen order: an entry's practices or organization spellings. */
const distinct = (names: string[]) => {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(same(name))) seen.set(same(name), name);
  return [...seen.values()];
};

/**
 * The student's AADSAS entries, composed from their logs and choices: by type in AADSAS's order,
 * then newest last date first. `today` (YYYY-MM-DD) ends an ongoing entry's weeks.
 */
export function composeExperiences(all: AllLogs, choices: ExperienceChoices, today: string): Experience[] {
  const groups = new Map<string, GroupedLog[]>();
  for (const log of groupedLogs(all)) {
    const id = entryIdOf(log, choices.placements);
    groups.set(id, [...(groups.get(id) ?? []), log]);
  }
  const experiences = [...groups].map(([id, logs]): Experience => {
    const ordered = logs.toSorted((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    const firstDate = ordered[0]!.date;
    const lastDate = ordered.at(-1)!.date;
    const total = totalHours(ordered);
    const added = choices.additions.find((addition) => addition.id === id);
    const ongoing = added?.ongoing ?? false;
    const dentist = ordered.findLast((log) => log.contactName)?.contactName ?? null;
    return {
      id,
      type: ordered[0]!.type,
      organization: distinct(ordered.map((log) => log.organization)).join('; '),
      firstDate,
      lastDate,
      totalHours: total,
      averageHoursPerWeek: averageHoursPerWeek(total, firstDate, lastDate, ongoing ? today : undefined),
      ongoing,
      description: added?.description ?? null,
      highlighted: added?.highlighted ?? false,
      contact: { name: dentist, title: null, email: null, phone: null, ...added?.contact },
      logIds: ordered.map((log) => log.id),
    };
  });
  return experiences.sort(
    (a, b) =>
      EXPERIENCE_TYPES.indexOf(a.type) - EXPERIENCE_TYPES.indexOf(b.type) ||
      b.lastDate.localeCompare(a.lastDate) ||
      a.organization.localeCompare(b.organization),
  );
}
