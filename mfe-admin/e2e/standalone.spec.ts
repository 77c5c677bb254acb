import { ADMIN, expect, standinRows, test, type GraphqlStandin } from '@predental/remote-server/test-support/standin';
import {
  AdminDentalSchoolDocument,
  CheckAdminDocument,
  ListAdminSchoolCardsDocument,
  GetAdminStatsDocument,
  ListUsersDocument,
  CreateDentalSchoolDocument,
  DeleteDentalSchoolDocument,
  ImportDentalSchoolsDocument,
  UpdateDentalSchoolDocument,
  type DentalSchoolInput,
  type AdminDentalSchoolQuery,
} from '../src/gql/graphql';
import { fillSchoolBasics, userStatus } from './steps';

type AdminSchool = AdminDentalSchoolQuery['dentalSchool'];

const BLANK_SCHOOL = {
  tuitionNonResident: null,
  inStateTuition: null,
  scienceGpaAvg: null,
  overallGpaAvg: null,
  datAvg: null,
  acceptanceRate: null,
  hasAcceleratedProgram: false,
  isPublic: false,
  websiteUrl: null,
  notes: null,
  isFavorite: false,
  shortNames: [],
  figures: [],
  figureSources: [],
};

/** The schools subgraph's admin operations over a directory kept by the test. */
function managementStandin(standin: GraphqlStandin): AdminSchool[] {
  const record = (id: string, input: DentalSchoolInput) =>
    ({ ...BLANK_SCHOOL, ...input, id, key: `${input.name}|${input.state}` }) as AdminSchool;
  const { rows: schools, add, update, remove } = standinRows('school', record);
  standin
    .on(ListAdminSchoolCardsDocument, () => ({ adminDentalSchools: schools }))
    .on(AdminDentalSchoolDocument, ({ id }) => ({ dentalSchool: schools.find((school) => school.id === id)! }))
    .on(CreateDentalSchoolDocument, ({ input }) => ({ createDentalSchool: add(input) }))
    .on(UpdateDentalSchoolDocument, ({ id, input }) => ({ updateDentalSchool: update(id, input) }))
    .on(DeleteDentalSchoolDocument, ({ id }) => ({ deleteDentalSchool: remove(id) }))
    .on(ImportDentalSchoolsDocument, ({ rows }) => {
      const list = Array.isArray(rows) ? rows : [rows];
      for (const row of list)
        add({
          name: row.name,
          state: row.state,
          city: row.city,
          tuition: Number(row.tuition),
          programLength: Number(row.programLength),
          isPublic: row.isPublic === 'true',
        });
      return {
        importDentalSchools: { imported: list.length, created: list.length, updated: 0, skipped: 0, errors: [] },
      };
    });
  return schools;
}

// The admin dashboard is the page's first tab: every test opens it.
test.beforeEach(({ standin }) => {
  standin.user = ADMIN;
  standin
    .on(CheckAdminDocument, () => ({ me: { id: ADMIN.id, isAdmin: true } }))
    .on(GetAdminStatsDocument, () => ({
      userCount: 12,
      courseCount: 34,
      shadowingCount: 5,
      volunteerCount: 6,
      datScoreCount: 7,
      applicationCount: 3,
      applicationStages: [
        { stage: 'planned', count: 2 },
        { stage: 'offer', count: 1 },
      ],
    }))
    .on(ListUsersDocument, () => ({
      adminUsers: [
        { id: ADMIN.id, username: 'admin', email: ADMIN.email, isAdmin: true },
        { id: 'u1', username: 'maria', email: 'maria@example.com', isAdmin: false },
      ],
    }));
});

test('an admin adds, edits, imports and deletes dental schools', async ({ page, standin }) => {
  const schools = managementStandin(standin);
  await page.goto('/standalone/');
  await page.getByRole('tab', { name: 'Dental School Management' }).click();
  await expect(page.getByText('No dental schools found')).toBeVisible();

  await page.getByRole('button', { name: 'Add Dental School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Dental School' });
  await fillSchoolBasics(dialog, {
    name: 'Harbor School of Dentistry',
    state: 'Massachusetts',
    city: 'Boston',
    tuition: '95000',
  });
  await dialog.getByLabel('Accelerated Program').check();
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(page.getByText('Dental school added successfully')).toBeVisible();
  expect(standin.callsOf(CreateDentalSchoolDocument)[0]!.input).toMatchObject({
    name: 'Harbor School of Dentistry',
    state: 'Massachusetts',
    city: 'Boston',
    tuition: 95000,
    programLength: 4,
    hasAcceleratedProgram: true,
  });
  const card = page.getByRole('region', { name: 'Harbor School of Dentistry' });
  await expect(card.getByText('Boston, Massachusetts')).toBeVisible();
  await expect(card.getByText('Accelerated')).toBeVisible();

  await card.getByRole('button', { name: 'Edit Harbor School of Dentistry' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Dental School' });
  await expect(edit.getByLabel('School Name')).toHaveValue('Harbor School of Dentistry');
  await edit.getByLabel('City').fill('Cambridge');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Dental school updated successfully')).toBeVisible();
  await expect(card.getByText('Cambridge, Massachusetts')).toBeVisible();
  expect(schools[0]!.city).toBe('Cambridge');

  const csv = 'name,state,city,tuition,programLength,isPublic\nQuayside Dental,Ohio,Columbus,45000,4,true';
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Imported 1 dental schools successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quayside Dental' }).getByText('Columbus, Ohio')).toBeVisible();

  page.on('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: 'Delete Harbor School of Dentistry' }).click();
  await expect(page.getByText('Dental school deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(schools.map((school) => school.name)).toEqual(['Quayside Dental']);
});

test('the admin dashboard shows the usage figures and the accounts', async ({ page }) => {
  await page.goto('/standalone/');
  const main = page.getByRole('tabpanel', { name: 'Admin Dashboard' });
  await expect(
    main.locator('section').filter({ has: page.getByRole('heading', { name: 'Total Users', exact: true }) }),
  ).toContainText('12');
  await expect(
    main.locator('section').filter({ has: page.getByRole('heading', { name: 'Courses', exact: true }) }),
  ).toContainText('34');
  await expect(
    main.locator('section').filter({ has: page.getByRole('heading', { name: 'Applications', exact: true }) }),
  ).toContainText('2 planned · 1 offer');
  await main.getByRole('tab', { name: 'Users' }).click();
  await expect(main.getByText('Total users: 2')).toBeVisible();
  await expect(userStatus(main, 'admin')).toHaveText('Admin');
  await expect(userStatus(main, 'maria')).toHaveText('');
});

test('a school list that fails to load shows the error, and a refused save keeps the dialog open', async ({
  page,
  standin,
}) => {
  managementStandin(standin);
  standin.fail(ListAdminSchoolCardsDocument, 'The schools service is unavailable. Please try again shortly.');
  standin.fail(CreateDentalSchoolDocument, 'A school with this name already exists in Ohio', 'BAD_USER_INPUT');
  await page.goto('/standalone/');
  await page.getByRole('tab', { name: 'Dental School Management' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dental schools' })).toContainText(
    'The schools service is unavailable. Please try again shortly.',
  );

  await page.getByRole('button', { name: 'Add Dental School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Dental School' });
  await fillSchoolBasics(dialog, { name: 'Quayside Dental', state: 'Ohio', city: 'Columbus', tuition: '45000' });
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(page.getByText('A school with this name already exists in Ohio')).toBeVisible();
  await expect(dialog).toBeVisible();
});
