import { expect, test, type GraphqlStandin } from '@predental/remote-server/test-support/standin';
import type { Page } from '@playwright/test';
import {
  AddFavoriteSchoolDocument,
  FavoriteSchoolsDocument,
  MyApplicationSchoolsDocument,
  MyDentalSchoolsDocument,
  RemoveFavoriteSchoolDocument,
  type FavoriteSchoolsQuery,
} from '../src/gql/graphql';
import type { DirectorySchool } from '../src/explorer/api/public-directory';
type Fit = NonNullable<FavoriteSchoolsQuery['favoriteSchools'][number]['myFit']>;

/** A directory school, and whether the student saved it. */
type School = DirectorySchool & { isFavorite: boolean };
/** A student without courses or DAT scores: the explorer compares nothing of theirs. */
const NO_FIGURES = {
  gpaBasis: 'SIMPLE',
  overallGpa: null,
  scienceGpa: null,
  datAcademicAverage: null,
  datScale: null,
} as const;

function school(id: string, name: string, city: string, state: string, fields: Partial<School> = {}): School {
  return {
    id,
    key: `${name}|${state}`,
    name,
    city,
    state,
    tuition: 45_000,
    tuitionNonResident: null,
    inStateTuition: null,
    programLength: 4,
    scienceGpaAvg: 3.5,
    overallGpaAvg: 3.6,
    datAvg: 520,
    acceptanceRate: 9,
    hasAcceleratedProgram: false,
    isPublic: true,
    websiteUrl: null,
    notes: null,
    isFavorite: false,
    figures: [],
    figureSources: [],
    shortNames: [],
    ...fields,
  };
}

/** The academics area's fit of every favorite: target, on both numbers. */
const TARGET: Fit = { band: 'TARGET', basis: 'GPA_AND_DAT', lacks: [], gpaBasis: 'SIMPLE' };

/** The favorites query's answer: which of the schools are favorites, with their fit (and no prerequisites on file). */
const favoritesOf = (schools: School[]) => () => ({
  favoriteSchools: schools
    .filter((candidate) => candidate.isFavorite)
    .map(({ id }) => ({ id, myFit: TARGET, prerequisites: [], myPrerequisites: [] })),
});

/** The schools subgraph's directory and the student's favorites, kept by the test; no applications yet. */
async function schoolsStandin(page: Page, standin: GraphqlStandin, canFavoriteSchools = true): Promise<School[]> {
  const schools = [
    school('s1', 'Lakeside School of Dentistry', 'Seattle', 'Washington', { hasAcceleratedProgram: true }),
    school('s2', 'Riverside College of Dental Medicine', 'Chicago', 'Illinois', { tuition: 82_000, isPublic: false }),
    school('s3', 'Harbor University Dental School', 'Boston', 'Massachusetts'),
  ];
  const setFavorite = (id: string | number, isFavorite: boolean) => {
    const target = schools.find((candidate) => candidate.id === id)!;
    target.isFavorite = isFavorite;
    return { __typename: 'DentalSchool' as const, id: target.id, isFavorite };
  };
  // The directory comes from the bridge, the same for everyone; the student's own part from GraphQL (issue 39).
  await page.route('**/api/dental-schools/directory', (route) =>
    route.fulfill({ json: schools.map(({ isFavorite: _mine, ...school }) => school) }),
  );
  const favoriteSchoolIds = () => schools.filter((candidate) => candidate.isFavorite).map(({ id }) => id);
  standin
    .on(MyDentalSchoolsDocument, () => ({
      favoriteSchoolIds: favoriteSchoolIds(),
      myFigures: NO_FIGURES,
      canFavoriteSchools,
    }))
    .on(FavoriteSchoolsDocument, favoritesOf(schools))
    .on(AddFavoriteSchoolDocument, ({ schoolId }) => ({ addFavoriteSchool: setFavorite(schoolId, true) }))
    .on(RemoveFavoriteSchoolDocument, ({ schoolId }) => ({ removeFavoriteSchool: setFavorite(schoolId, false) }))
    .on(MyApplicationSchoolsDocument, () => ({ myApplications: [] }));
  return schools;
}

const card = (page: Page, name: string) => page.getByRole('region', { name });
const LAKESIDE = 'Lakeside School of Dentistry';

test('a student searches the directory and saves a school to favorites', async ({ page, standin }) => {
  const schools = await schoolsStandin(page, standin);
  await page.goto('/standalone/');
  await expect(page.getByText('Showing 3 of 3 schools')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search by name or city' });
  await search.fill('seattle');
  await expect(page.getByText('Showing 1 of 3 schools')).toBeVisible();
  const lake = card(page, LAKESIDE);
  await expect(lake).toContainText('Seattle, Washington');
  await expect(lake).toContainText('Accelerated');
  await expect(lake).toContainText('$45,000/year');
  await expect(card(page, 'Riverside College of Dental Medicine')).toBeHidden();
  await search.fill('');

  await lake.getByRole('button', { name: `Add ${LAKESIDE} to favorites` }).click();
  await expect(page.getByText('School added to favorites')).toBeVisible();
  await expect(lake.getByRole('button', { name: `Remove ${LAKESIDE} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(schools.filter((candidate) => candidate.isFavorite).map((candidate) => candidate.id)).toEqual(['s1']);

  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  await expect(page.getByText('Showing 1 of 3 schools')).toBeVisible();
  await expect(card(page, 'Harbor University Dental School')).toBeHidden();
  // The favorites query names the school and its band; the rest of it comes from the directory.
  const target = page.getByRole('region', { name: 'My School List' }).getByRole('region', { name: 'Target' });
  await expect(target.getByRole('heading')).toHaveText('Target (1)');
  await expect(target.getByRole('listitem')).toHaveText([`${LAKESIDE}Add to my applications`]);
  await lake.getByRole('button', { name: `Remove ${LAKESIDE} from favorites` }).click();
  await expect(page.getByText('School removed from favorites')).toBeVisible();
  await expect(lake).toBeHidden();
  expect(schools.some((candidate) => candidate.isFavorite)).toBe(false);
});

test('without premium the paywall opens instead of saving', async ({ page, standin }) => {
  await schoolsStandin(page, standin, false);
  await page.goto('/standalone/');
  await card(page, LAKESIDE)
    .getByRole('button', { name: `Add ${LAKESIDE} to favorites` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Premium Feature' })).toBeVisible();
  expect(standin.callsOf(AddFavoriteSchoolDocument)).toEqual([]);
});

test('a directory that fails to load shows the error, and Try Again loads it', async ({ page, standin }) => {
  standin.fail(MyDentalSchoolsDocument, 'The schools service is unavailable. Please try again shortly.');
  await page.goto('/standalone/');
  const failure = page.getByRole('alert').filter({ hasText: 'Error Loading Schools' });
  await expect(failure).toBeVisible();
  // No count of a list that never arrived ("Showing 0 of 0 schools").
  await expect(page.getByText(/^Showing \d+ of \d+ schools$/)).toHaveCount(0);

  await schoolsStandin(page, standin);
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Showing 3 of 3 schools')).toBeVisible();
  await expect(failure).toBeHidden();
});

test('favorites that fail to load show the error, and Try Again loads them', async ({ page, standin }) => {
  const schools = await schoolsStandin(page, standin);
  schools[0]!.isFavorite = true;
  standin.fail(FavoriteSchoolsDocument, 'The schools service is unavailable. Please try again shortly.');
  await page.goto('/standalone/');
  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error Loading Schools' });
  await expect(failure).toBeVisible();

  standin.on(FavoriteSchoolsDocument, favoritesOf(schools));
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Showing 1 of 3 schools')).toBeVisible();
  await expect(card(page, LAKESIDE)).toBeVisible();
  await expect(failure).toBeHidden();
});
