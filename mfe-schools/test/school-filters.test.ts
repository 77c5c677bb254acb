import { US_STATES } from '@predental/schools-contract/dental-school';
import {
  DEFAULT_FILTERS,
  filterSchools,
  initialMaxTuition,
  isReported,
  shownTuition,
  statesOf,
  tuitionOnFile,
  tuitionSliderMax,
  type SchoolFilters,
} from '../src/explorer/school-filters';

const school = (name: string, fields: Partial<Parameters<typeof filterSchools>[0][number]> = {}) => ({
  name,
  city: 'Boston',
  state: 'Massachusetts',
  isPublic: false,
  hasAcceleratedProgram: false,
  tuition: 50_000,
  tuitionNonResident: null,
  overallGpaAvg: 3.5,
  acceptanceRate: 10,
  isFavorite: false,
  ...fields,
});

const names = (list: { name: string }[]) => list.map((s) => s.name);
const only = (filters: Partial<SchoolFilters>) => ({ ...DEFAULT_FILTERS, ...filters });

describe('shown tuition (SPEC §9)', () => {
  it('is tuition, else non-resident tuition, else 0', () => {
    expect(shownTuition({ tuition: 60_000, tuitionNonResident: 80_000 })).toBe(60_000);
    expect(shownTuition({ tuition: null, tuitionNonResident: 80_000 })).toBe(80_000);
    expect(shownTuition({ tuition: 0, tuitionNonResident: 80_000 })).toBe(80_000);
    expect(shownTuition({ tuition: null, tuitionNonResident: null })).toBe(0);
  });

  it('sets the max tuition slider to the highest shown tuition plus 10,000', () => {
    expect(
      tuitionSliderMax([
        { tuition: 40_000, tuitionNonResident: null },
        { tuition: null, tuitionNonResident: 95_000 },
      ]),
    ).toBe(105_000);
    expect(tuitionSliderMax([])).toBe(10_000);
  });
});

describe('explorer filters', () => {
  const harvard = school('Harvard School of Dental Medicine', {
    tuition: 70_000,
    overallGpaAvg: 3.9,
    acceptanceRate: 4,
    isFavorite: true,
  });
  const ucla = school('UCLA School of Dentistry', {
    city: 'Los Angeles',
    state: 'California',
    isPublic: true,
    hasAcceleratedProgram: true,
    tuition: 45_000,
    overallGpaAvg: 3.6,
    acceptanceRate: 6,
  });
  const lecom = school('LECOM College of Dental Medicine', {
    city: 'Bradenton',
    state: 'Florida',
    tuition: null,
    tuitionNonResident: 120_000,
    overallGpaAvg: 0,
    acceptanceRate: null,
  });
  const all = [harvard, ucla, lecom];

  it('hides no school by tuition until the student moves the slider, which starts at 100,000 or its top', () => {
    expect(names(filterSchools(all, DEFAULT_FILTERS))).toEqual(names(all));
    expect(names(filterSchools(all, only({ maxTuition: 100_000 })))).toEqual(names([harvard, ucla]));
    expect(initialMaxTuition(tuitionSliderMax(all))).toBe(130_000);
    expect(initialMaxTuition(tuitionSliderMax([harvard, ucla]))).toBe(100_000);
  });

  it('searches name or city, ignoring case and surrounding spaces', () => {
    expect(names(filterSchools(all, only({ search: '  harvard ' })))).toEqual(names([harvard]));
    expect(names(filterSchools(all, only({ search: 'los ANGELES' })))).toEqual(names([ucla]));
    expect(names(filterSchools(all, only({ search: 'California' })))).toEqual([]);
    // Name and city are searched apart: the end of one and the start of the other never match together.
    expect(names(filterSchools(all, only({ search: 'medicine boston' })))).toEqual([]);
    expect(names(filterSchools(all, only({ search: 'medicineboston' })))).toEqual([]);
  });

  it('finds a school by a whole usual short name, ignoring case, never by a part of one', () => {
    const osu = school('The Ohio State University College of Dentistry', { city: 'Columbus', shortNames: ['OSU'] });
    const penn = school('University of Pennsylvania School of Dental Medicine', { shortNames: ['Penn', 'UPenn'] });
    const withShortNames = [...all, osu, penn];
    expect(names(filterSchools(withShortNames, only({ search: 'osu' })))).toEqual(names([osu]));
    expect(names(filterSchools(withShortNames, only({ search: ' UPENN ' })))).toEqual(names([penn]));
    // Penn by its short name and by its full name; nobody by a letter or a part of a short name.
    expect(names(filterSchools(withShortNames, only({ search: 'penn' })))).toEqual(names([penn]));
    expect(names(filterSchools(withShortNames, only({ search: 'upen' })))).toEqual([]);
    // A letter matches names that contain it, not every school with a short name.
    expect(names(filterSchools(withShortNames, only({ search: 'u' })))).toEqual(names([ucla, osu, penn]));
    expect(names(filterSchools([harvard, { ...harvard, shortNames: ['HSDM'] }], only({ search: 'u' })))).toEqual([]);
    expect(names(filterSchools(withShortNames, only({ search: 'osu\npenn' })))).toEqual([]);
  });

  it('filters by state, public or private, and accelerated program', () => {
    const wide = { maxTuition: 200_000 };
    expect(names(filterSchools(all, only({ ...wide, state: 'Florida' })))).toEqual(names([lecom]));
    expect(names(filterSchools(all, only({ ...wide, schoolType: 'public' })))).toEqual(names([ucla]));
    expect(names(filterSchools(all, only({ ...wide, schoolType: 'private' })))).toEqual(names([harvard, lecom]));
    expect(names(filterSchools(all, only({ ...wide, accelerated: 'yes' })))).toEqual(names([ucla]));
    expect(names(filterSchools(all, only({ ...wide, accelerated: 'no' })))).toEqual(names([harvard, lecom]));
  });

  it('keeps schools at or above the minimum GPA and drops those without one; 0 means any', () => {
    const wide = { maxTuition: 200_000 };
    expect(names(filterSchools(all, only({ ...wide, minGpa: 0 })))).toEqual(names(all));
    expect(names(filterSchools(all, only({ ...wide, minGpa: 3.6 })))).toEqual(names([harvard, ucla]));
    expect(names(filterSchools(all, only({ ...wide, minGpa: 3.7 })))).toEqual(names([harvard]));
  });

  it('drops schools whose shown tuition is above the maximum', () => {
    expect(names(filterSchools(all, only({ maxTuition: 45_000 })))).toEqual(names([ucla]));
    expect(names(filterSchools(all, only({ maxTuition: 0 })))).toEqual([]);
  });

  it('keeps schools at or above the minimum acceptance rate and drops those without one; 0 means any', () => {
    const wide = { maxTuition: 200_000 };
    expect(names(filterSchools(all, only({ ...wide, minAcceptanceRate: 4 })))).toEqual(names([harvard, ucla]));
    expect(names(filterSchools(all, only({ ...wide, minAcceptanceRate: 5 })))).toEqual(names([ucla]));
  });

  it('shows favorites only when asked', () => {
    expect(names(filterSchools(all, only({ favoritesOnly: true })))).toEqual(names([harvard]));
  });

  it('combines filters', () => {
    expect(names(filterSchools(all, only({ search: 'school', schoolType: 'private', minGpa: 3.5 })))).toEqual(
      names([harvard]),
    );
  });
});

describe('tuition on file (the count line beside the max tuition filter)', () => {
  type Figure = Parameters<typeof tuitionOnFile>[0]['figures'][number];
  const figure = (name: string, year: string): Figure => ({
    figure: name,
    value: 50_000,
    scale: null,
    year,
    sourceUrl: 'https://school.edu/cost',
    sourceKind: 'school',
    note: null,
    old: false,
    enteredByAdmin: false,
  });
  const sourced = (year: string, field = 'tuition', name = 'tuitionNonResident') => ({
    tuition: field === 'tuition' ? 50_000 : null,
    tuitionNonResident: 50_000,
    figures: [figure(name, year)],
    figureSources: [{ field, figure: name }],
  });
  // Before August 2026 the latest entering class is 2025: figures of 2022 are within three cycles, 2021 older.
  const july2026 = new Date('2026-07-31T12:00:00Z');
  const august2026 = new Date('2026-08-01T12:00:00Z');

  it('is none without tuition or non-resident tuition, which SPEC counts as 0', () => {
    expect(tuitionOnFile({ tuition: null, tuitionNonResident: null, figures: [], figureSources: [] }, july2026)).toBe(
      'none',
    );
    expect(tuitionOnFile({ tuition: 0, tuitionNonResident: null, figures: [], figureSources: [] }, july2026)).toBe(
      'none',
    );
  });

  it("is old when the shown tuition's figure describes a class more than three cycles before the latest", () => {
    expect(tuitionOnFile(sourced('2022'), july2026)).toBe('current');
    expect(tuitionOnFile(sourced('2022-23'), july2026)).toBe('current');
    expect(tuitionOnFile(sourced('2021-22'), july2026)).toBe('old');
    // A new cycle begins in August: the same figure turns old.
    expect(tuitionOnFile(sourced('2022'), august2026)).toBe('old');
    // Non-resident tuition, which the filter falls back to.
    expect(tuitionOnFile(sourced('2014-15', 'tuitionNonResident'), july2026)).toBe('old');
  });

  it('is current for a tuition an admin typed into the school form, which has no year', () => {
    expect(tuitionOnFile({ tuition: 60_000, tuitionNonResident: null, figures: [], figureSources: [] }, july2026)).toBe(
      'current',
    );
  });
});

describe('helpers', () => {
  it('treats null and 0 as not reported', () => {
    expect([null, undefined, 0, 3.2].map(isReported)).toEqual([false, false, false, true]);
  });

  it('lists the states present, sorted, once each', () => {
    expect(statesOf([{ state: 'Texas' }, { state: 'Alabama' }, { state: 'Texas' }])).toEqual(['Alabama', 'Texas']);
  });

  it("sorts every state a school may be in as the student's locale would", () => {
    const everyState = [...US_STATES].reverse().map((state) => ({ state }));
    expect(statesOf(everyState)).toEqual([...US_STATES].sort((a, b) => a.localeCompare(b, 'en-US')));
  });
});
