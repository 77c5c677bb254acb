import { expect, test, type Response } from '@playwright/test';
import { ADMIN_PASSWORD, addSchoolsAsAdmin, answersOperation, login, newSchool } from './support';

interface WholeSchool {
  id: string;
  name: string;
  scienceGpaAvg: number | null;
  figures: { figure: string; sourceUrl: string }[];
}

/** The page's list answer, whichever operation asks it: the GraphQL request for adminDentalSchools. */
const listsSchools = (response: Response) =>
  new URL(response.url()).pathname === '/graphql' &&
  /\badminDentalSchools\b/.test((response.request().postDataJSON() as { query?: string } | null)?.query ?? '');

test('an admin imports and enters school figures with their sources, and the explorer shows them', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Figure Dental ${suffix}`;
  const key = `figure-dental-${suffix}`;
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/dental-schools');
  const file = (fileName: string, lines: string[]) => ({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });

  await page
    .getByLabel('CSV file')
    .setInputFiles(file('schools.csv', ['key,name,state,city,programLength', `${key},${name},Ohio,Columbus,4`]));
  await expect(page.getByText('Imported 1 dental schools successfully')).toBeVisible();

  // The seed's figures format: a row without its source is refused, the others stored.
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      file('figures.csv', [
        'key,figure,value,scale,year,sourceKind,sourceUrl,note',
        `${key},gpaOverall,3.71,,2025,school,https://dental.example.edu/profile,Entering class profile`,
        `${key},datAA,21.5,1-30,2024,adea,https://adea.example.org/guide,`,
        `${key},gpaScience,3.6,,2025,school,,`,
      ]),
    );
  await expect(page.getByText('Imported 2 school figures successfully')).toBeVisible();
  await expect(page.getByText('Row 3: Source URL is required')).toBeVisible();

  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Dental School' });
  const figures = dialog.getByRole('table', { name: `Figures of ${name}` });
  await expect(figures.getByRole('row')).toHaveText([
    /^FigureValueYearSource/,
    /^Mean cumulative GPA3\.712025School's own pageEditRemove$/,
    /^Mean DAT Academic Average21\.5 \(1-30\)2024ADEAEditRemove$/,
  ]);

  // A figure entered in the dialog needs its source too.
  const add = dialog.getByRole('group', { name: 'Add a figure' });
  await add.getByLabel('Figure', { exact: true }).selectOption({ label: 'Mean science GPA' });
  await add.getByLabel('Value').fill('3.6');
  await add.getByLabel('Year').fill('2025');
  await add.getByLabel('Source Kind').selectOption({ label: "School's own page" });
  await add.getByRole('button', { name: 'Add Figure' }).click();
  await expect(add.getByText('Source URL must be an http(s) address')).toBeVisible();
  await add.getByLabel('Source URL').fill('https://dental.example.edu/profile');
  await add.getByLabel('Source URL').press('Enter');
  await expect(page.getByText('Figure saved successfully')).toBeVisible();
  await expect(figures.getByRole('row')).toHaveCount(4);
  // Enter saved the figure, not the school: the dialog is still open.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The explorer shows each figure with its year, and its source says an admin entered it.
  await page.goto('/dental-schools');
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(name);
  const card = page.getByRole('region', { name });
  await expect(card).toContainText('Overall GPA3.712025');
  await expect(card).toContainText('Science GPA3.602025');
  await expect(
    card.getByRole('link', {
      name: /^Overall GPA: entering class 2025; source dental\.example\.edu, the school's own page; entered by an admin$/,
    }),
  ).toHaveAttribute('href', 'https://dental.example.edu/profile');
});

test("the list's answer holds no figure or source; a school's dialog loads them whole, and an edit there is saved", async ({
  page,
}) => {
  const name = `Whole Dental ${Date.now().toString(36)}`;
  // Signs the page's context in as the admin too.
  await addSchoolsAsAdmin(page.request, [newSchool(name, { scienceGpaAvg: 3.4 })]);
  const listed = page.waitForResponse(listsSchools);
  await page.goto('/admin/dental-schools');
  const answer = await (await listed).body();
  test.info().annotations.push({ type: 'list answer bytes', description: String(answer.length) });
  const schools = (JSON.parse(answer.toString()) as { data: { adminDentalSchools: Record<string, unknown>[] } }).data
    .adminDentalSchools;
  expect(schools.length).toBeGreaterThan(20);
  // What a card draws, no more: storing every figure and source of the directory was one long task (issue 41).
  expect(schools.filter((school) => 'figures' in school || 'figureSources' in school)).toEqual([]);

  // A seeded school's dialog shows its figures with their sources, as the REST bridge lists them.
  const whole = (await (await page.request.get('/api/admin/dental-schools')).json()) as WholeSchool[];
  const seeded = whole.find((school) => school.figures.length >= 2)!;
  await page.getByRole('button', { name: `Edit ${seeded.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Dental School' });
  const seededFigures = dialog.getByRole('table', { name: `Figures of ${seeded.name}` });
  await expect(seededFigures.getByRole('row')).toHaveCount(seeded.figures.length + 1);
  await expect(seededFigures.getByRole('link').first()).toHaveAttribute('href', seeded.figures[0]!.sourceUrl);
  await expect(dialog.getByLabel('Science GPA Average')).toHaveValue(String(seeded.scienceGpaAvg ?? ''));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A figure added, then edited, in the dialog is saved; opened again, the dialog shows it from the cache.
  const asked: string[] = [];
  page.on('response', (response) => {
    if (answersOperation(response, 'AdminDentalSchool')) asked.push(response.url());
  });
  const card = page.getByRole('region', { name });
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const figures = dialog.getByRole('table', { name: `Figures of ${name}` });
  const add = dialog.getByRole('group', { name: 'Add a figure' });
  await add.getByLabel('Figure', { exact: true }).selectOption({ label: 'Mean science GPA' });
  await add.getByLabel('Value').fill('3.6');
  await add.getByLabel('Year').fill('2025');
  await add.getByLabel('Source Kind').selectOption({ label: "School's own page" });
  await add.getByLabel('Source URL').fill('https://dental.example.edu/profile');
  await add.getByRole('button', { name: 'Add Figure' }).click();
  await expect(figures.getByRole('row')).toHaveText([
    /^Figure/,
    /^Mean science GPA3\.62025School's own pageEditRemove$/,
  ]);
  await figures.getByRole('button', { name: 'Edit gpaScience' }).click();
  const edit = dialog.getByRole('group', { name: 'Edit figure' });
  await edit.getByLabel('Value').fill('3.65');
  await edit.getByRole('button', { name: 'Save Figure' }).click();
  await expect(figures.getByRole('row')).toHaveText([
    /^Figure/,
    /^Mean science GPA3\.652025School's own pageEditRemove$/,
  ]);
  await dialog.getByLabel('Science GPA Average').fill('3.45');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Dental school updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(figures.getByRole('row')).toHaveText([
    /^Figure/,
    /^Mean science GPA3\.652025School's own pageEditRemove$/,
  ]);
  await expect(dialog.getByLabel('Science GPA Average')).toHaveValue('3.45');
  expect(asked).toHaveLength(1);
});
