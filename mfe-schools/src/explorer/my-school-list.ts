import type { FitBand, FitLack } from '@predental/academics-contract/school-fit';
import type { FavoriteSchool } from './api/dental-schools';

const BAND_ORDER: FitBand[] = ['REACH', 'TARGET', 'LIKELY', 'NOT_ENOUGH_DATA'];
export const BAND_LABELS: Record<FitBand, string> = {
  REACH: 'Reach',
  TARGET: 'Target',
  LIKELY: 'Likely',
  NOT_ENOUGH_DATA: 'Not enough data',
};
export const LACK_TEXT: Record<FitLack, string> = {
  MY_GPA: 'no GPA of yours yet',
  MY_DAT: 'no DAT score of yours yet',
  SCHOOL_GPA: 'no published mean GPA',
  SCHOOL_DAT: 'no published mean DAT',
  DAT_SCALE: 'its DAT mean is on another scale than your latest DAT',
};

/** Favorites by band, in the order a student plans with; a school whose fit is unknown (academics down) is left out. */
export function schoolsByBand(schools: readonly FavoriteSchool[]): { band: FitBand; schools: FavoriteSchool[] }[] {
  return BAND_ORDER.map((band) => ({ band, schools: schools.filter((school) => school.myFit?.band === band) })).filter(
    (group) => group.schools.length > 0,
  );
}

export interface StillNeeded {
  subject: string;
  /** The most semester hours any one school still asks of this subject; null when a school asks without stating hours. */
  mostHours: number | null;
  /** Each school still asking, with its hours short. */
  schools: { name: string; hours: number | null }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What I still need across my favorite schools: per subject, the required hours each school still
 * asks (its requirements of that subject summed), and the most of them, which covers every school.
 */
export function stillNeeded(schools: readonly FavoriteSchool[]): StillNeeded[] {
  const bySubject = new Map<string, StillNeeded['schools']>();
  for (const school of schools) {
    const short = new Map<string, number | null>();
    for (const check of school.myPrerequisites ?? []) {
      if (!check.required || check.status === 'MET') continue;
      const held = short.get(check.subject);
      const hours = check.shortHours ?? null;
      short.set(check.subject, held === null || hours === null ? null : round2((held ?? 0) + hours));
    }
    for (const [subject, hours] of short)
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), { name: school.name, hours }]);
  }
  return [...bySubject.entries()]
    .map(([subject, asking]) => ({
      subject,
      mostHours: asking.some((school) => school.hours === null)
        ? null
        : Math.max(...asking.map((school) => school.hours ?? 0)),
      schools: asking,
    }))
    .sort((a, b) => b.schools.length - a.schools.length || a.subject.localeCompare(b.subject));
}
