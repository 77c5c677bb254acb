import { expect, test, type Page } from '@playwright/test';
import { validNewScaleDatScore, validOldScaleDatScore } from '@predental/academics-contract/test-support/examples';
import { register } from './support';

const harvard = 'Harvard School of Dental Medicine';
const michigan = 'University of Michigan School of Dentistry';
const tufts = 'Tufts University School of Dental Medicine';
const highPoint = 'High Point University Workman School of Dental Medicine';
/** Each school of the list offers to start its application. */
const add = 'Add to my applications';

async function favorite(page: Page, names: string[]) {
  const schools = (await (await page.request.get('/api/dental-schools')).json()) as { id: string; name: string }[];
  for (const name of names) {
    const school = schools.find((candidate) => candidate.name === name)!;
    expect((await page.request.post('/api/favorites/schools', { data: { schoolId: school.id } })).status()).toBe(201);
  }
}

/** The explorer's My School List of the schools given, favorited. */
async function mySchoolList(page: Page, names: string[]) {
  await favorite(page, names);
  await page.goto('/dental-schools');
  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  return page.getByRole('region', { name: 'My School List' });
}

/** A new student with an overall GPA of 3.5 (an A and a B, 4 science credits each) and the DAT attempt given. */
async function studentWithGpa35(page: Page, dat: object) {
  await register(page);
  expect((await page.request.post('/api/dat', { data: dat })).status()).toBe(201);
  for (const [courseCode, grade] of [
    ['BIO 101', 'A'],
    ['CHEM 101', 'B'],
  ])
    expect(
      (
        await page.request.post('/api/courses', {
          data: { courseName: 'Course', courseCode, credits: 4, grade, isScience: true, semester: 'Fall', year: 2024 },
        })
      ).status(),
    ).toBe(201);
}

test('a student sees their favorite schools as reach, target and likely, and what they still need across them', async ({
  page,
}) => {
  // A 2024 DAT with an Academic Average of 20 on 1-30.
  await studentWithGpa35(page, validOldScaleDatScore);
  const list = await mySchoolList(page, [harvard, michigan, tufts, highPoint]);
  await expect(list).toContainText('A rough guide, not a prediction.');
  await expect(list).toContainText(
    "Likely when your overall GPA and latest DAT Academic Average both reach the school's mean",
  );
  // school-figures.csv, 1-30 scale: Harvard 2024 GPA 5th percentile 3.61; Michigan 2024 mean 3.82, 5th
  // percentiles 3.40 and 19; Tufts 2022 means 3.32 and 19; High Point publishes neither mean.
  await expect(list.getByRole('region', { name: 'Reach' })).toHaveText(`Reach (1)${harvard}${add}`);
  await expect(list.getByRole('region', { name: 'Target' })).toHaveText(`Target (1)${michigan}${add}`);
  await expect(list.getByRole('region', { name: 'Likely' })).toHaveText(`Likely (1)${tufts}${add}`);
  await expect(list.getByRole('region', { name: 'Not enough data' })).toHaveText(
    `Not enough data (1)${highPoint}no published mean GPA; no published mean DAT${add}`,
  );

  // Harvard asks 8 h each of biology, general and organic chemistry and physics; Michigan's
  // microbiology and biochemistry take none of my general biology and chemistry hours. Each school
  // names the requirements it still asks.
  const needs = list.getByRole('table', { name: 'What I still need' });
  await expect(needs.getByRole('row').nth(1)).toHaveText(
    `Biology7 semester h${harvard}: Biology (4 semester h); ${michigan}: Microbiology, Biology with labs (7 semester h)`,
  );
  await expect(needs.getByRole('row').nth(2)).toHaveText(
    `Chemistry15 semester h${harvard}: General Chemistry, Organic Chemistry (12 semester h); ` +
      `${michigan}: Biochemistry, General Chemistry with labs, Organic Chemistry with labs (15 semester h)`,
  );
  await expect(needs.getByRole('row').nth(4)).toHaveText(
    `English6 semester h${michigan}: English Composition (6 semester h)`,
  );

  // A school's name opens its details.
  await list.getByRole('button', { name: tufts }).click();
  // The 1-30 attempt is read against Tufts' average published on 1-30, and says so.
  await expect(page.getByRole('dialog', { name: tufts })).toContainText(
    'DAT Academic AverageNearYou 20 (1-30) · School 19 (1-30)',
  );
});

test('the school list on mixed scales: a 200-600 DAT against schools publishing 1-30 is read on the GPA alone', async ({
  page,
}) => {
  // A 2025 DAT on 200-600 (the default scale); every seeded school publishes its DAT average on 1-30.
  await studentWithGpa35(page, validNewScaleDatScore);
  const ohioState = 'The Ohio State University College of Dentistry';
  const list = await mySchoolList(page, [harvard, michigan, tufts, ohioState]);
  await expect(list).toContainText('GPAs compared: your GPA as your coursework page shows it');
  // Harvard's GPA 5th percentile is 3.61; Ohio State's mean 3.71 with none published (3.5 is more
  // than 0.2 below); Michigan's mean 3.82, 5th percentile 3.40; Tufts' mean 3.32.
  const alone = "On GPA alone: the school's DAT average is on 1-30, your latest DAT is on 200-600";
  await expect(list.getByRole('region', { name: 'Reach' })).toHaveText(
    `Reach (2)${harvard}${alone}${add}${ohioState}${alone}${add}`,
  );
  await expect(list.getByRole('region', { name: 'Target' })).toHaveText(`Target (1)${michigan}${alone}${add}`);
  await expect(list.getByRole('region', { name: 'Likely' })).toHaveText(`Likely (1)${tufts}${alone}${add}`);
  await expect(list.getByRole('region', { name: 'Not enough data' })).toHaveCount(0);
  await expect(list).not.toContainText('Not enough data');
});
