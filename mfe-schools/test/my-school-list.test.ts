import type { FavoriteSchool } from '../src/explorer/api/dental-schools';
import { favoritesIn, fitNote, schoolsByBand, stillNeeded } from '../src/explorer/my-school-list';

type Check = NonNullable<FavoriteSchool['myPrerequisites']>[number];
const check = (course: string, subject: string, status: Check['status'], shortHours: number | null, required = true) =>
  ({ course, subject, required, status, shortHours, neededHours: null, myHours: 0 }) as Check;
const school = (name: string, band: NonNullable<FavoriteSchool['myFit']>['band'] | null, checks: Check[] | null = []) =>
  ({
    id: name,
    name,
    myFit: band && { band, lacks: [] },
    prerequisites: checks ?? [],
    myPrerequisites: checks,
  }) as unknown as FavoriteSchool;

describe('my school list', () => {
  it("draws each favorite from the directory with its fit, in the favorites' order, until the directory holds it", () => {
    const directory = new Map([
      ['s1', { id: 's1', name: 'Harvard' }],
      ['s2', { id: 's2', name: 'Tufts' }],
    ]);
    const fit = {
      band: 'TARGET',
      basis: 'GPA_AND_DAT',
      lacks: [],
      gpaBasis: 'SIMPLE',
    } satisfies FavoriteSchool['myFit'];
    expect(
      favoritesIn(directory, [
        { id: 's2', myFit: fit },
        { id: 'not-loaded-yet', myFit: fit },
        { id: 's1', myFit: null },
      ]),
    ).toEqual([
      { id: 's2', name: 'Tufts', myFit: fit },
      { id: 's1', name: 'Harvard', myFit: null },
    ]);
  });

  it('groups favorites reach, target, likely, then not enough data, leaving out those whose fit is unknown', () => {
    const groups = schoolsByBand([
      school('A', 'LIKELY'),
      school('B', 'REACH'),
      school('C', 'NOT_ENOUGH_DATA'),
      school('D', null),
      school('E', 'REACH'),
    ]);
    expect(groups.map(({ band, schools }) => [band, schools.map((s) => s.name)])).toEqual([
      ['REACH', ['B', 'E']],
      ['LIKELY', ['A']],
      ['NOT_ENOUGH_DATA', ['C']],
    ]);
  });

  it("sums a school's short hours per subject and keeps the most any school asks, recommended and met courses aside", () => {
    const needs = stillNeeded([
      school('Harvard', 'REACH', [
        check('General Chemistry', 'Chemistry', 'PARTLY_MET', 4),
        check('Organic Chemistry', 'Chemistry', 'MISSING', 8),
        check('Biology', 'Biology', 'MET', 0),
      ]),
      school('Tufts', 'TARGET', [
        check('Chemistry', 'Chemistry', 'PARTLY_MET', 2.5),
        check('Psychology', 'Psychology', 'MISSING', 3, false),
      ]),
      school('Iowa', 'LIKELY', [check('English', 'English', 'MISSING', null)]),
      school('Down', 'LIKELY', null),
    ]);
    expect(needs).toEqual([
      {
        subject: 'Chemistry',
        mostHours: 12,
        schools: [
          { name: 'Harvard', requirements: ['General Chemistry', 'Organic Chemistry'], hours: 12 },
          { name: 'Tufts', requirements: ['Chemistry'], hours: 2.5 },
        ],
      },
      { subject: 'English', mostHours: null, schools: [{ name: 'Iowa', requirements: ['English'], hours: null }] },
    ]);
  });
});

describe('the school list on mixed scales', () => {
  type Fit = NonNullable<FavoriteSchool['myFit']>;
  const numbersOn = (scale: string | null) =>
    ({ datAcademicAverage: { scale } }) as unknown as FavoriteSchool['myNumbers'];
  const fit = (basis: Fit['basis'], lacks: Fit['lacks'], band: Fit['band'] = 'TARGET'): Fit => ({
    band,
    basis,
    lacks,
    gpaBasis: 'SIMPLE',
  });

  it('says a band was read on the GPA alone, naming both DAT scales', () => {
    expect(fitNote({ myFit: fit('GPA_ONLY', ['DAT_SCALE']), myNumbers: numbersOn('200-600') })).toBe(
      "On GPA alone: the school's DAT average is on 1-30, your latest DAT is on 200-600",
    );
    expect(fitNote({ myFit: fit('GPA_ONLY', ['SCHOOL_DAT']), myNumbers: numbersOn('200-600') })).toBe(
      'On GPA alone: no published mean DAT',
    );
  });

  it('says a band was read on the DAT alone, and says nothing more for a band read on both', () => {
    expect(fitNote({ myFit: fit('DAT_ONLY', ['MY_GPA']), myNumbers: numbersOn('1-30') })).toBe(
      'On DAT alone: no GPA of yours yet',
    );
    expect(fitNote({ myFit: fit('GPA_AND_DAT', []), myNumbers: numbersOn('1-30') })).toBeNull();
  });

  it('says what is missing when there is not enough data', () => {
    expect(
      fitNote({ myFit: fit(null, ['SCHOOL_GPA', 'DAT_SCALE'], 'NOT_ENOUGH_DATA'), myNumbers: numbersOn('1-30') }),
    ).toBe("no published mean GPA; the school's DAT average is on 200-600, your latest DAT is on 1-30");
  });
});
