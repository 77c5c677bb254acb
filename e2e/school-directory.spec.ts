import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addCourse, register } from './support';

/** The seed file's school names, read as a person would read the file (name is the second column; no seeded name has a comma). */
const seededNames = readFileSync(
  path.join(__dirname, '..', 'subgraphs', 'schools', 'seed', 'dental-schools.csv'),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[1]!);

test('a new student finds the real US dental schools on first start, by name and by city', async ({ page }) => {
  expect(seededNames).toHaveLength(73);
  await register(page);
  await page.goto('/dental-schools');
  const schoolCard = (name: string) => page.getByRole('heading', { name, exact: true });

  // Every seeded school is listed (other browser tests may have added their own schools).
  // (The list shows 24 cards at a time, so wait for any card, not a given one.)
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  const count = page.getByText(/^Showing ([1-9]\d*) of \1 schools$/);
  const shown = Number((await count.textContent())!.match(/^Showing (\d+)/)![1]);
  expect(shown).toBeGreaterThanOrEqual(73);

  const search = page.getByRole('searchbox', { name: 'Search by name or city' });
  await search.fill('Dugoni');
  await expect(schoolCard('University of the Pacific Arthur A. Dugoni School of Dentistry')).toBeVisible();
  await expect(page.getByText(/^Showing 1 of \d+ schools$/)).toBeVisible();

  await search.fill('Boston');
  for (const name of [
    'Boston University Henry M. Goldman School of Dental Medicine',
    'Harvard School of Dental Medicine',
    'Tufts University School of Dental Medicine',
  ]) {
    await expect(schoolCard(name)).toBeVisible();
  }

  // A seeded school's figures are its sourced ones, each with the year it describes.
  await search.fill('Harvard School of Dental Medicine');
  const harvard = page.getByRole('region', { name: 'Harvard School of Dental Medicine' });
  await expect(harvard).toContainText('Overall GPA3.912024');
  await expect(
    harvard.getByRole('link', { name: /^Overall GPA: entering class 2024; source boosterprep\.com/ }),
  ).toHaveAttribute('href', 'https://boosterprep.com/admissions/dentistry/dental-schools/harvard');
  // Its DAT average, published on 1-30, is shown but never compared with the student's.
  await expect(harvard).toContainText('DAT Average24.9 on the 1-30 scale2024');
  await expect(harvard).toContainText(
    'This school published its DAT average on the 1-30 scale, which is not compared with 200-600 scores',
  );
  // Where no source gives offers, the card says what the numbers are, never an acceptance rate.
  await expect(harvard).not.toContainText('Acceptance Rate');
  // A school nothing could be sourced for shows no number.
  await search.fill('University of Alabama at Birmingham');
  const uab = page.getByRole('region', { name: 'University of Alabama at Birmingham School of Dentistry' });
  await expect(uab.getByRole('definition').filter({ hasText: /^N\/A$/ })).toHaveCount(5);

  // Spot-check the whole list by name: a sample from every part of the file.
  for (const name of seededNames.filter((_, index) => index % 9 === 0)) {
    await search.fill(name);
    await expect(schoolCard(name)).toBeVisible();
  }
});

test("a school's opened notes stay with that school when a new search shows other schools in its place", async ({
  page,
}) => {
  await register(page);
  await page.goto('/dental-schools');
  const search = page.getByRole('searchbox', { name: 'Search by name or city' });
  const firstCard = page.getByRole('main').getByRole('region').first();

  await search.fill('Dugoni');
  await expect(firstCard).toHaveAccessibleName('University of the Pacific Arthur A. Dugoni School of Dentistry');
  await firstCard.getByRole('button', { name: 'Additional Notes' }).click();
  await expect(firstCard.getByRole('button', { name: 'Additional Notes' })).toHaveAttribute('aria-expanded', 'true');

  // Lyon's card takes the place of Dugoni's: its notes start closed.
  await search.fill('Lyon College');
  await expect(firstCard).toHaveAccessibleName('Lyon College School of Dental Medicine');
  await expect(firstCard.getByRole('button', { name: 'Additional Notes' })).toHaveAttribute('aria-expanded', 'false');

  await search.fill('Dugoni');
  await expect(firstCard).toHaveAccessibleName('University of the Pacific Arthur A. Dugoni School of Dentistry');
  await expect(firstCard.getByRole('button', { name: 'Additional Notes' })).toHaveAttribute('aria-expanded', 'true');
});

test("a student reads a school's prerequisites against their own courses in its details", async ({ page }) => {
  await register(page);
  for (const courseCode of ['BIO 101', 'BIOL 102', 'CHEM 101'])
    expect(
      (
        await page.request.post('/api/courses', {
          data: {
            courseName: 'Course',
            courseCode,
            credits: 4,
            grade: 'A',
            isScience: true,
            semester: 'Fall',
            year: 2024,
          },
        })
      ).status(),
    ).toBe(201);
  await page.goto('/dental-schools');
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('Harvard School of Dental Medicine');
  await page.getByRole('button', { name: 'View details of Harvard School of Dental Medicine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Harvard School of Dental Medicine' });
  // Every published figure once: the DAT average above is not listed again among the others.
  await expect(dialog.getByRole('term').filter({ hasText: /^DAT Average$/ })).toHaveCount(1);
  await expect(dialog.getByRole('term').filter({ hasText: /^Mean DAT Academic Average$/ })).toHaveCount(0);
  await expect(dialog.getByRole('term').filter({ hasText: /^Enrollees$/ })).toHaveCount(1);
  await expect(dialog.getByRole('term').filter({ hasText: /^Mean DAT Perceptual Ability$/ })).toHaveCount(1);
  const table = dialog.getByRole('table', { name: 'Prerequisites of Harvard School of Dental Medicine' });
  await expect(table.getByRole('row')).toHaveText([
    'CourseStatus and my courses',
    'Biology 2024Asks 8 hMetBIO 101 CourseBIOL 102 Course',
    'General Chemistry 2024Asks 8 hPartly met: 4 h shortCHEM 101 Course',
    // Sourced from the 2022 copy of the page: older than three admission cycles, and it says so.
    'Organic Chemistry 2022older than 3 cyclesAsks 8 hMissing',
    'Physics 2022older than 3 cyclesAsks 8 hMissing',
  ]);
  await expect(
    table.getByRole('link', { name: /^Biology: entering class 2024; source boosterprep\.com/ }),
  ).toBeVisible();
});

test("Ohio State's details say which of my courses meets each prerequisite, and follow a course I re-assign", async ({
  page,
}) => {
  await register(page);
  await page.goto('/coursework');
  // Two through the dialog, which says what it recognises each as; the rest as the API takes them.
  await page.getByRole('button', { name: 'Add New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  await dialog.getByLabel('Course Name').fill('General Chemistry I');
  await dialog.getByLabel('Course Code').fill('CHEM 121');
  await expect(dialog.getByLabel('Counts toward').locator('option').first()).toHaveText(
    'Recognised: General Chemistry',
  );
  await dialog.getByLabel('Course Name').fill('Metabolism');
  await dialog.getByLabel('Course Code').fill('BIOC 301');
  await expect(dialog.getByLabel('Counts toward').locator('option').first()).toHaveText('Recognised: Biochemistry');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await addCourse(page, { name: 'General Chemistry I', code: 'CHEM 121', credits: '4', grade: 'A', science: true });
  await addCourse(page, { name: 'Organic Chemistry I', code: 'CHEM 251', credits: '4', grade: 'B+', science: true });
  for (const [courseCode, courseName, credits] of [
    ['BIO 111', 'Introductory Biology I', 4],
    ['BIO 112', 'Introductory Biology II', 4],
    ['PHYS 111', 'College Physics I', 4],
    ['ENGL 110', 'College Writing I', 3],
    ['ENGL 111', 'College Writing II', 3],
  ] as const)
    expect(
      (
        await page.request.post('/api/courses', {
          data: { courseName, courseCode, credits, grade: 'A', isScience: false, semester: 'Fall', year: 2024 },
        })
      ).status(),
    ).toBe(201);

  const osu = 'The Ohio State University College of Dentistry';
  const openDetails = async () => {
    await page.goto('/dental-schools');
    await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(osu);
    await page.getByRole('button', { name: `View details of ${osu}` }).click();
    return page.getByRole('dialog', { name: osu }).getByRole('table', { name: `Prerequisites of ${osu}` });
  };
  const row = (table: Awaited<ReturnType<typeof openDetails>>, requirement: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${requirement}`) }) });

  let table = await openDetails();
  // Ohio State states no hours: "I & II" asks for two courses.
  const expected: [string, string, string, string][] = [
    [
      'Introductory Biology I & II',
      '2 courses',
      'Met',
      'BIO 111 Introductory Biology IBIO 112 Introductory Biology II',
    ],
    ['General Chemistry I & II', '2 courses', 'Partly met: 1 of 2 courses', 'CHEM 121 General Chemistry I'],
    ['Organic Chemistry I & II', '2 courses', 'Partly met: 1 of 2 courses', 'CHEM 251 Organic Chemistry I'],
    ['Anatomy and Physiology I & II', '2 courses', 'Missing', ''],
    ['Physics \\(one semester\\)', '1 course', 'Met', 'PHYS 111 College Physics I'],
    ['Biochemistry \\(one semester\\)', '1 course', 'Missing', ''],
    ['Microbiology', '1 course', 'Missing', ''],
    ['College Writing I & II', '2 courses', 'Met', 'ENGL 110 College Writing IENGL 111 College Writing II'],
  ];
  for (const [requirement, asked, status, mine] of expected)
    await expect(row(table, requirement).getByRole('cell')).toHaveText([
      new RegExp(`^${requirement}.*Asks ${asked}$`),
      `${status}${mine}`,
    ]);
  await expect(table.getByRole('list', { name: 'My courses for General Chemistry I & II' })).toHaveText(
    'CHEM 121 General Chemistry I',
  );

  // BIO 112 was really microbiology: the student says so on the course.
  await page.goto('/coursework');
  await page.getByRole('button', { name: 'Edit Introductory Biology II' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(edit.getByLabel('Counts toward').locator('option:checked')).toHaveText('Recognised: General Biology');
  await edit.getByLabel('Counts toward').selectOption({ label: 'Microbiology' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully')).toBeVisible();

  table = await openDetails();
  await expect(row(table, 'Microbiology').getByRole('cell')).toHaveText([
    /^Microbiology.*Asks 1 course$/,
    'MetBIO 112 Introductory Biology II',
  ]);
  await expect(row(table, 'Introductory Biology I & II').getByRole('cell')).toHaveText([
    /^Introductory Biology I & II.*Asks 2 courses$/,
    'Partly met: 1 of 2 coursesBIO 111 Introductory Biology I',
  ]);
});
