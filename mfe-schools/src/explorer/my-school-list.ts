import type { FitBand, FitLack } from '@predental/academics-contract/school-fit';
import { compareText } from '@predental/design/text';
import type { FavoriteFit, FavoriteSchool } from './api/dental-schools';

const BAND_ORDER: FitBand[] = ['REACH', 'TARGET', 'LIKELY', 'NOT_ENOUGH_DATA'];
export const BAND_LABELS: Record<FitBand, string> = {
  REACH: 'Reach',
  TARGET: 'Target',
  LIKELY: 'Likely',
  NOT_ENOUGH_DATA: 'Not enough data',
};
const LACK_TEXT: Record<FitLack, string> = {
  MY_GPA: 'no GPA of yours yet',
  MY_DAT: 'no DAT score of yours yet',
  SCHOOL_GPA: 'no published mean GPA',
  SCHOOL_DAT: 'no published mean DAT',
  DAT_SCALE: 'its DAT mean is on another scale than your latest DAT',
};

const OTHER_SCALE: Record<string, string> = { '200-600': '1-30', '1-30': '200-600' };

/** What the band leaves out, in words; a DAT on another scale names both scales. */
function lackText(lack: FitLack, myScale: string | null | undefined): string {
  if (lack === 'DAT_SCALE' && myScale && OTHER_SCALE[myScale])
    return `the school's DAT average is on ${OTHER_SCALE[myScale]}, your latest DAT is on ${myScale}`;
  return LACK_TEXT[lack];
}

/**
 * Each favorite as its school in the directory with what the favorites query adds (its fit and
 * prerequisites), in the favorites' order (by name). A favorite the directory does not hold yet
 * (still loading) is left out until it does.
 */
export function favoritesIn<School, Favorite extends Pick<FavoriteFit, 'id'>>(
  directory: ReadonlyMap<string, School>,
  favorites: readonly Favorite[],
): (School & Favorite)[] {
  return favorites.flatMap((favorite) => {
    const school = directory.get(favorite.id);
    return school ? [{ ...school, ...favorite }] : [];
  });
}

/**
 * Under a school in my school list: why it is not enough data, or, for a band read on one number
 * alone, which and why ("On GPA alone: the school's DAT average is on 1-30, your latest DAT is on
 * 200-600"); null for a band read on both.
 */
export function fitNote(school: Pick<FavoriteSchool, 'myFit' | 'myNumbers'>): string | null {
  const fit = school.myFit;
  if (!fit || fit.basis === 'GPA_AND_DAT') return null;
  const why = fit.lacks.map((lack) => lackText(lack, school.myNumbers?.datAcademicAverage.scale)).join('; ');
  if (fit.basis === 'GPA_ONLY') return `On GPA alone: ${why}`;
  if (fit.basis === 'DAT_ONLY') return `On DAT alone: ${why}`;
  return why;
}

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
  /** Each school still asking: the requirements it names and its hours short. */
  schools: { name: string; requirements: string[]; hours: number | null }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What I still need across my favorite schools: per subject, the required hours each school still
 * asks (its requirements of that subject summed), and the most of them, which covers every school.
 */
export function stillNeeded(schools: readonly FavoriteSchool[]): StillNeeded[] {
  const bySubject = new Map<string, StillNeeded['schools']>();
  for (const school of schools) {
    const short = new Map<string, { requirements: string[]; hours: number | null }>();
    for (const check of school.myPrerequisites ?? []) {
      if (!check.required || check.status === 'MET') continue;
      const held = short.get(check.subject);
      const hours = check.shortHours ?? null;
      short.set(check.subject, {
        // Named, so that a school's Microbiology never reads as biology hours in general.
        requirements: [...(held?.requirements ?? []), check.course],
        hours: held?.hours === null || hours === null ? null : round2((held?.hours ?? 0) + hours),
      });
    }
    for (const [subject, asked] of short)
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), { name: school.name, ...asked }]);
  }
  return [...bySubject.entries()]
    .map(([subject, asking]) => ({
      subject,
      mostHours: asking.some((school) => school.hours === null)
        ? null
        : Math.max(...asking.map((school) => school.hours ?? 0)),
      schools: asking,
    }))
    .sort((a, b) => b.schools.length - a.schools.length || compareText(a.subject, b.subject));
}
