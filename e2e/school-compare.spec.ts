import { expect, test, type Page } from '@playwright/test';
import { addSchoolsAsAdmin, newSchool, register } from './support';

// Seeded schools (subgraphs/schools/seed/): facts that do not change every cycle, and the sourced
// tuition and DAT average each shows (school-figures.csv), each followed by its year.
const harvard = {
  name: 'Harvard School of Dental Medicine',
  location: 'Boston, Massachusetts',
  type: 'Private',
  length: '4 years',
  accelerated: 'No',
  tuition: '$54,200/year2014-15older than 3 cycles',
  tuitionSource:
    "Tuition: academic year 2014-15; source hsdm.harvard.edu, the school's own page; older than three admission cycles",
  dat: '24.9 on the 1-30 scale2024',
  // No courses yet: every required course is missing; the year is the oldest of its prerequisites'.
  prerequisites:
    /^Met 0 of 4 required2022older than 3 cyclesBiology: missingGeneral Chemistry: missingOrganic Chemistry: missingPhysics: missing$/,
};
const dugoni = {
  name: 'University of the Pacific Arthur A. Dugoni School of Dentistry',
  location: 'San Francisco, California',
  type: 'Private',
  length: '3 years',
  accelerated: 'Yes',
  tuition: '$127,910/year2024-25',
  tuitionSource: "Tuition: academic year 2024-25; source pacific.edu, the school's own page",
  dat: '22 on the 1-30 scale2025',
  prerequisites: /^Met 0 of 5 required2018-19older than 3 cyclesBiological Sciences/,
};
const washington = {
  name: 'University of Washington School of Dentistry',
  location: 'Seattle, Washington',
  type: 'Public',
  length: '4 years',
  accelerated: 'No',
  tuition: '$85,060/year2017-18older than 3 cycles',
  tuitionSource:
    "Tuition: academic year 2017-18; source studentloanplanner.com, a page republishing ADEA's or the school's data; older than three admission cycles",
  dat: '21 on the 1-30 scale2023',
  prerequisites: /^Met 0 of 1 required2023Biology: missing$/,
};
const lyon = { name: 'Lyon College School of Dental Medicine' };
const howard = { name: 'Howard University College of Dentistry' };

const ROWS = [
  'Location',
  'School Type',
  'Tuition',
  'In-State Tuition',
  'Program Length',
  'Accelerated Program',
  'Science GPA Average',
  'Overall GPA Average',
  'DAT Average',
  // None of the three publishes offers: the row names what it shows.
  'Enrolled per Applicant',
  'My Prerequisites',
];

const compareBox = (page: Page, name: string) =>
  page.getByRole('region', { name }).getByRole('checkbox', { name: `Compare ${name}` });

async function selectToCompare(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(name);
  await compareBox(page, name).check();
}

async function expectComparison(page: Page, schools: (typeof harvard)[]) {
  const table = page.getByRole('table', { name: 'Compare Schools' });
  await expect(table.getByRole('columnheader')).toHaveText(['School', ...schools.map((school) => school.name)]);
  await expect(table.getByRole('rowheader')).toHaveText(ROWS);
  const cells = (row: string) => table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell');
  await expect(cells('Location')).toHaveText(schools.map((school) => school.location));
  await expect(cells('School Type')).toHaveText(schools.map((school) => school.type));
  await expect(cells('Program Length')).toHaveText(schools.map((school) => school.length));
  await expect(cells('Accelerated Program')).toHaveText(schools.map((school) => school.accelerated));
  // Each figure with its year, a link to its source that names it on focus; a DAT average
  // published on 1-30 says so.
  await expect(cells('Tuition')).toHaveText(schools.map((school) => school.tuition));
  await expect(cells('DAT Average')).toHaveText(schools.map((school) => school.dat));
  await expect(cells('My Prerequisites')).toHaveText(schools.map((school) => school.prerequisites));
  for (const [index, school] of schools.entries())
    await expect(cells('Tuition').nth(index).getByRole('link')).toHaveAccessibleName(school.tuitionSource);
}

/** A figure's source, reached from the keyboard, shows as a tooltip in the same words. */
async function expectSourceTooltip(page: Page, school: typeof harvard) {
  const year = page
    .getByRole('table', { name: 'Compare Schools' })
    .getByRole('link', { name: school.tuitionSource, exact: true });
  await page.mouse.move(0, 0);
  await year.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(year).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(school.tuitionSource);
  await page.keyboard.press('Escape');
}

test('a student compares three seeded schools side by side, reloads, shares the link, and a fifth is refused', async ({
  page,
  browser,
}) => {
  // A long walk through several screens (two students here): more than the default 45 s on a busy machine.
  test.slow();
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  await expect(page.getByRole('heading', { name: 'Dental School Explorer' })).toBeVisible();

  await selectToCompare(page, harvard.name);
  await selectToCompare(page, dugoni.name);
  await selectToCompare(page, washington.name);
  const bar = page.getByRole('region', { name: 'Schools to compare' });
  await expect(bar).toContainText('3 schools selected to compare');
  await expect(page).toHaveURL(/[?&]compare=[^,&]+,[^,&]+,[^,&]+(&|$)/);

  await bar.getByRole('button', { name: 'Compare', exact: true }).click();
  await expectComparison(page, [harvard, dugoni, washington]);
  await expectSourceTooltip(page, harvard);

  await page.reload();
  await expectComparison(page, [harvard, dugoni, washington]);
  await expect(bar).toContainText('3 schools selected to compare');

  // Another student opening the link sees the same comparison.
  const link = page.url();
  const other = await browser.newPage();
  await register(other);
  await other.goto(link);
  await expectComparison(other, [harvard, dugoni, washington]);
  await other.close();

  // A fourth is fine; a fifth is refused, and says why.
  await selectToCompare(page, lyon.name);
  await expect(bar).toContainText('4 schools selected to compare');
  await expect(bar).toContainText('You can compare up to 4 schools');
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(howard.name);
  await expect(compareBox(page, howard.name)).toBeDisabled();
  await expect(compareBox(page, howard.name)).toHaveAccessibleDescription('You can compare up to 4 schools');
  await expect(page.getByRole('table', { name: 'Compare Schools' }).getByRole('columnheader')).toHaveCount(5);

  // Unticking one frees a place, also from the favorites view.
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(lyon.name);
  await page
    .getByRole('region', { name: lyon.name })
    .getByRole('button', { name: `Add ${lyon.name} to favorites` })
    .click();
  await expect(page.getByText('School added to favorites')).toBeVisible();
  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  await expect(compareBox(page, lyon.name)).toBeChecked();
  await compareBox(page, lyon.name).uncheck();
  await expect(bar).toContainText('3 schools selected to compare');
  await expect(bar).not.toContainText('You can compare up to 4 schools');
  await expectComparison(page, [harvard, dugoni, washington]);

  await bar.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('table', { name: 'Compare Schools' })).toBeHidden();
  await expect(page).not.toHaveURL(/compare=/);
});

test('a school deleted since the link was made drops out of the comparison quietly', async ({ page, request }) => {
  const name = `Fleeting School of Dentistry ${Date.now().toString(36)}`;
  const [id] = await addSchoolsAsAdmin(request, [
    newSchool(name, { state: 'Maine', city: 'Bangor', tuition: 61_000, hasAcceleratedProgram: false, isPublic: false }),
  ]);

  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  await selectToCompare(page, harvard.name);
  await selectToCompare(page, name);
  const bar = page.getByRole('region', { name: 'Schools to compare' });
  await bar.getByRole('button', { name: 'Compare', exact: true }).click();
  const table = page.getByRole('table', { name: 'Compare Schools' });
  await expect(table.getByRole('columnheader')).toHaveText(['School', harvard.name, name]);

  expect((await request.delete(`/api/admin/dental-schools/${id}`)).ok()).toBe(true);
  await page.reload();
  await expect(table.getByRole('columnheader')).toHaveText(['School', harvard.name]);
  await expect(bar).toContainText('1 school selected to compare');
  await expect(page).not.toHaveURL(new RegExp(id!));
  await expect(page.getByText('Error Loading Schools')).toHaveCount(0);
});

test('at 1280 px four compared schools all show, and the admission row names each figure it shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  const ucsf = 'University of California, San Francisco School of Dentistry';
  for (const name of [harvard.name, dugoni.name, washington.name, ucsf]) await selectToCompare(page, name);
  await page
    .getByRole('region', { name: 'Schools to compare' })
    .getByRole('button', { name: 'Compare', exact: true })
    .click();

  const table = page.getByRole('table', { name: 'Compare Schools' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText(['School', harvard.name, dugoni.name, washington.name, ucsf]);
  // Every column within the window: nothing cut off, nothing to scroll to.
  for (const header of await headers.all()) {
    const box = (await header.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  expect(await table.evaluate((node) => node.scrollWidth <= node.parentElement!.clientWidth)).toBe(true);

  // UCSF publishes offers (an acceptance rate); the others only applicants and enrollees.
  const row = table.getByRole('row', { name: /^Acceptance Rate \/ Enrolled per Applicant/ });
  await expect(row.getByRole('rowheader')).toHaveText('Acceptance Rate / Enrolled per Applicant');
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText('Enrolled per Applicant');
  await expect(cells.nth(3)).toContainText(/^Acceptance Rate\d/);
  await expect(cells.nth(3)).not.toContainText('Enrolled');
  // The student has no courses: the comparison says which GPA it would compare.
  await expect(page.getByText(/^GPAs compared: your GPA as your coursework page shows it/)).toBeVisible();
});
