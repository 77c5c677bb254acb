import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { addSchoolsAsAdmin, register } from './support';
import { routeRemote } from './remote-route';

const school = {
  name: `Harborview School of Dental Medicine ${Date.now().toString(36)}`,
  state: 'Oregon',
  city: 'Portland',
  tuition: 61_000,
  programLength: 4,
  scienceGpaAvg: 3.4,
  overallGpaAvg: 3.5,
  datAvg: 510,
  isPublic: true,
};

// Two terms; a comma in a title so the CSV has to quote it.
const courses = [
  { ...validCourseInput, courseName: 'General Biology', courseCode: 'BIO 101', grade: 'A' },
  {
    ...validCourseInput,
    courseName: 'English Composition, Honors',
    courseCode: 'ENG 101',
    credits: 3,
    grade: 'B',
    isScience: false,
  },
  {
    ...validCourseInput,
    courseName: 'Organic Chemistry',
    courseCode: 'CHEM 201',
    grade: 'B+',
    semester: 'Spring',
    year: 2024,
  },
];

const datScore = {
  testDate: '2024-06-20',
  biology: 580,
  generalChemistry: 520,
  organicChemistry: 510,
  perceptualAbility: 560,
  readingComprehension: 530,
  quantitativeReasoning: 500,
  academicAverage: 540,
};

/** Schools come from an admin; this one is the test's own, whatever the directory holds. */
async function addSchool(request: APIRequestContext): Promise<string> {
  const [id] = await addSchoolsAsAdmin(request, [school]);
  return id!;
}

/** The student's record, entered through the platform's API with the browser's session. */
async function fillRecord(page: Page, schoolId: string) {
  for (const course of courses) expect((await page.request.post('/api/courses', { data: course })).status()).toBe(201);
  expect((await page.request.post('/api/dat', { data: datScore })).status()).toBe(201);
  expect((await page.request.post('/api/favorites/schools', { data: { schoolId } })).status()).toBe(201);
}

/** A table's rows once it is drawn: each section's table comes with its own answer, in any order. */
const rowsOf = async (page: Page, tableName: string) => {
  const table = page.getByRole('table', { name: tableName, exact: true });
  await expect(table).toBeVisible();
  return table.getByRole('row').allInnerTexts();
};

const cells = (...values: (string | number)[]) => values.join('\t');

test('a student opens the application summary from the sidebar, sees every part, and prints only the document', async ({
  page,
  request,
}) => {
  const schoolId = await addSchool(request);
  const account = await register(page);
  await fillRecord(page, schoolId);
  // Entered behind the app's back while the dashboard was loading, whose cached (empty) DAT list
  // the app would keep (SPEC §4: data is never treated as stale); a fresh page reads the record.
  await page.reload();

  await page.getByRole('navigation').getByRole('link', { name: 'Application Summary' }).click();
  await expect(page).toHaveURL(/\/application-summary$/);
  await expect(page.getByRole('heading', { name: 'Application Summary', level: 1 })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(`Username${account.username}`);
  await expect(profile).toContainText(`Email${account.email}`);
  await expect(profile).toContainText(/Summary made on[A-Z][a-z]+ \d{1,2}, \d{4}/);

  const academics = page.getByRole('region', { name: 'Academics' });
  // (4×4.0 + 3×3.0 + 4×3.3) / 11 = 3.47; science (16 + 13.2) / 8 = 3.65
  expect(await rowsOf(page, 'GPA')).toEqual([
    cells('Overall GPA', 'Science GPA', 'Total Credits'),
    cells('3.47', '3.65', 11),
  ]);
  expect(await rowsOf(page, 'GPA by Term')).toEqual([
    cells('Term', 'Credits', 'Term GPA', 'Cumulative GPA'),
    cells('Fall 2023', 7, '3.57', '3.57'),
    cells('Spring 2024', 4, '3.30', '3.47'),
  ]);
  // Terms oldest first, whatever order the courses were entered in.
  await expect(academics.getByRole('heading', { level: 4 })).toHaveText(['Fall 2023', 'Spring 2024']);
  const fall = await rowsOf(page, 'Fall 2023');
  expect(fall[0]).toBe(cells('Code', 'Course', 'Credits', 'Grade', 'Science'));
  expect(fall.slice(1).sort()).toEqual([
    cells('BIO 101', 'General Biology', 4, 'A', 'Yes'),
    cells('ENG 101', 'English Composition, Honors', 3, 'B', 'No'),
  ]);
  expect((await rowsOf(page, 'Spring 2024')).slice(1)).toEqual([
    cells('CHEM 201', 'Organic Chemistry', 4, 'B+', 'Yes'),
  ]);
  expect(await rowsOf(page, 'DAT Attempts')).toEqual([
    cells(
      'Date',
      'Biology',
      'Gen. Chemistry',
      'Organic Chemistry',
      'Perceptual Ability',
      'Reading',
      'Quantitative',
      'Academic Average',
    ),
    cells('Jun 20, 2024', 580, 520, 510, 560, 530, 500, 540),
  ]);

  const favorites = page.getByRole('region', { name: 'Favorite Schools' });
  await expect(favorites.getByRole('row', { name: school.name })).toHaveText(
    cells(school.name, 'Portland', 'Oregon', 'Public'),
    { useInnerText: true },
  );

  // The button hands the page to the browser's print dialog (stubbed: headless has none).
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(academics.getByRole('table', { name: 'DAT Attempts' })).toBeVisible();
  await expect(favorites.getByRole('row', { name: school.name })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('cell', { name: 'Organic Chemistry' }).first()).toHaveCSS('color', 'rgb(0, 0, 0)');

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The same courses as a file, in term order: the subgraph lists Spring 2024 first, the CSV last.
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('courses.csv');
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Term,Year,Course Code,Course Title,Credits,Grade,Science,Expected Grade,Subject,Academic Status,Term Type,Credit Type,Institution,Counts Toward',
  );
  expect(lines.slice(1, 3).sort()).toEqual([
    'Fall,2023,BIO 101,General Biology,4,A,Yes,,,,,,,',
    'Fall,2023,ENG 101,"English Composition, Honors",3,B,No,,,,,,,',
  ]);
  expect(lines.slice(3)).toEqual(['Spring,2024,CHEM 201,Organic Chemistry,4,B+,Yes,,,,,,,']);
});

test('with the schools area down, the summary shows its error card there and every other section', async ({ page }) => {
  await routeRemote(page, 'schools', (route) => route.abort());
  await register(page);
  await page.goto('/application-summary');
  await expect(page.getByText('Schools is unavailable')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Academics' }).getByText('No courses added yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Academics' }).getByText('No DAT scores recorded yet')).toBeVisible();
  await expect(page.getByText('Academics is unavailable')).toBeHidden();
});

test("each summary section also runs on its remote's standalone page", async ({ page }) => {
  await register(page);
  expect((await page.request.post('/api/courses', { data: courses[0] })).status()).toBe(201);

  await page.goto('/remotes/academics/standalone/');
  await page.getByRole('tab', { name: 'Application summary' }).click();
  await expect(page.getByRole('table', { name: 'Fall 2023' })).toContainText('General Biology');

  await page.goto('/remotes/schools/standalone/');
  await page.getByRole('tab', { name: 'Application summary' }).click();
  await expect(page.getByRole('region', { name: 'Favorite Schools' })).toContainText('No favorite schools yet');
});
