import type { DentalSchool } from '@predental/schools-contract/dental-school';
import { isOldFigure } from '@predental/schools-contract/figure-rules';
import type { ExplorerSchool } from './api/dental-schools';

/** SPEC §9 explorer sliders. */
export const GPA_SLIDER = { min: 0, max: 4, step: 0.1 } as const;
export const TUITION_SLIDER = { min: 0, step: 5_000, initial: 100_000, headroom: 10_000 } as const;
export const ACCEPTANCE_SLIDER = { min: 0, max: 30, step: 1 } as const;

export type SchoolType = 'all' | 'public' | 'private';
export type AcceleratedChoice = 'any' | 'yes' | 'no';

export interface SchoolFilters {
  /** Matches name or city, or a whole short name (UCLA, OSU), ignoring case. */
  search: string;
  /** '' means every state. */
  state: string;
  schoolType: SchoolType;
  accelerated: AcceleratedChoice;
  /** 0 means any. */
  minGpa: number;
  /** null until the student moves the slider: then no school is hidden by tuition (see initialMaxTuition). */
  maxTuition: number | null;
  /** 0 means any. */
  minAcceptanceRate: number;
  favoritesOnly: boolean;
}

export const DEFAULT_FILTERS: SchoolFilters = {
  search: '',
  state: '',
  schoolType: 'all',
  accelerated: 'any',
  minGpa: GPA_SLIDER.min,
  maxTuition: null,
  minAcceptanceRate: ACCEPTANCE_SLIDER.min,
  favoritesOnly: false,
};

type Filterable = Pick<
  DentalSchool,
  'name' | 'city' | 'state' | 'isPublic' | 'hasAcceleratedProgram' | 'overallGpaAvg' | 'acceptanceRate' | 'isFavorite'
> &
  TuitionFields & { shortNames?: readonly string[] };
type TuitionFields = { tuition: number | null; tuitionNonResident: number | null };

/** SPEC §9: tuition, else non-resident tuition, else 0. */
export function shownTuition(school: TuitionFields): number {
  return school.tuition || school.tuitionNonResident || 0;
}

/** A statistic of 0 (a new school's default) or null has not been reported. */
export function isReported(value: number | null | undefined): value is number {
  return typeof value === 'number' && value > 0;
}

/** The max tuition slider's upper end: the highest shown tuition plus 10,000. */
export function tuitionSliderMax(schools: TuitionFields[]): number {
  return Math.max(0, ...schools.map(shownTuition)) + TUITION_SLIDER.headroom;
}

/**
 * Where the max tuition slider stands before the student moves it: SPEC's 100,000, or the slider's
 * top where a school costs more, so that no school is hidden before the student asks (a real
 * directory has schools above 100,000).
 */
export const initialMaxTuition = (tuitionMax: number) => Math.max(TUITION_SLIDER.initial, tuitionMax);

/**
 * The states the schools are in, for the state filter. By code point, not localeCompare: its first
 * call loads the locale's collation, about 80 ms of the explorer's first render at 4x CPU (issue 41);
 * the names of US_STATES (title case, letters and spaces) sort the same either way.
 */
export function statesOf(schools: Pick<DentalSchool, 'state'>[]): string[] {
  return [...new Set(schools.map((school) => school.state))].sort();
}

/** A school's lower-cased name and city on two lines, and each short name between newlines ("\nosu\n"). */
interface SearchTexts {
  nameAndCity: string;
  shortNames: string;
}

// Made once per school object rather than on every keystroke: with thousands of schools, those
// strings were most of a keystroke's garbage (and its GC pauses).
const searchTexts = new WeakMap<Filterable, SearchTexts>();

function searchTextsOf(school: Filterable): SearchTexts {
  let texts = searchTexts.get(school);
  if (texts === undefined) {
    texts = {
      nameAndCity: `${school.name}\n${school.city}`.toLowerCase(),
      shortNames: `\n${(school.shortNames ?? []).join('\n')}\n`.toLowerCase(),
    };
    searchTexts.set(school, texts);
  }
  return texts;
}

/** Whether the school's name or city contains the search, or one of its short names is the search (a search is one line). */
function matchesSearch(school: Filterable, search: string, wholeShortName: string): boolean {
  const texts = searchTextsOf(school);
  return texts.nameAndCity.includes(search) || texts.shortNames.includes(wholeShortName);
}

export function filterSchools<S extends Filterable>(schools: S[], filters: SchoolFilters): S[] {
  const search = filters.search.trim().toLowerCase();
  const wholeShortName = `\n${search}\n`;
  return schools.filter((school) => {
    if (search && !matchesSearch(school, search, wholeShortName)) return false;
    if (filters.state && school.state !== filters.state) return false;
    if (filters.schoolType !== 'all' && school.isPublic !== (filters.schoolType === 'public')) return false;
    if (filters.accelerated !== 'any' && school.hasAcceleratedProgram !== (filters.accelerated === 'yes')) return false;
    if (filters.minGpa > 0 && !(isReported(school.overallGpaAvg) && school.overallGpaAvg >= filters.minGpa))
      return false;
    if (filters.maxTuition !== null && shownTuition(school) > filters.maxTuition) return false;
    if (
      filters.minAcceptanceRate > 0 &&
      !(isReported(school.acceptanceRate) && school.acceptanceRate >= filters.minAcceptanceRate)
    )
      return false;
    if (filters.favoritesOnly && !school.isFavorite) return false;
    return true;
  });
}

type TuitionSources = TuitionFields & Pick<ExplorerSchool, 'figures' | 'figureSources'>;

/**
 * Whether the tuition the max tuition filter reads is on file and current: 'none' when the school
 * has none (SPEC counts it as 0, so the filter never hides it), 'old' when it comes from a figure
 * describing a class more than three admission cycles before the latest entering class on
 * `today` (the figure's own year, as the cards flag it), 'current' otherwise (a tuition an admin
 * typed into the school form has no year and counts as current).
 */
export function tuitionOnFile(school: TuitionSources, today: Date): TuitionOnFile {
  const known = tuitionsOnFile.get(school);
  if (known?.today === today) return known.onFile;
  const onFile = readTuitionOnFile(school, today);
  tuitionsOnFile.set(school, { today, onFile });
  return onFile;
}

type TuitionOnFile = 'current' | 'old' | 'none';

// Asked of every matching school on each keystroke: worked out once per school object and day.
const tuitionsOnFile = new WeakMap<TuitionSources, { today: Date; onFile: TuitionOnFile }>();

function readTuitionOnFile(school: TuitionSources, today: Date): TuitionOnFile {
  if (shownTuition(school) === 0) return 'none';
  const field = school.tuition ? 'tuition' : 'tuitionNonResident';
  const figureName = school.figureSources.find((source) => source.field === field)?.figure;
  const figure = school.figures.find((candidate) => candidate.figure === figureName);
  return figure && isOldFigure(figure.year, today) ? 'old' : 'current';
}
