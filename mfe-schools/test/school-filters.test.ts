import {
  DEFAULT_FILTERS,
  filterSchools,
  initialMaxTuition,
  isReported,
  shownTuition,
  statesOf,
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

describe('helpers', () => {
  it('treats null and 0 as not reported', () => {
    expect([null, undefined, 0, 3.2].map(isReported)).toEqual([false, false, false, true]);
  });

  it('lists the states present, sorted, once each', () => {
    expect(statesOf([{ state: 'Texas' }, { state: 'Alabama' }, { state: 'Texas' }])).toEqual(['Alabama', 'Texas']);
  });
});
