import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectEachText, addCourse, addSchoolsAsAdmin, newSchool, register, GENERAL_BIOLOGY } from './support';

const suffix = Date.now().toString(36);

/** A school with known averages, so the expected differences can be worked out by hand. */
const meridian = newSchool(`Meridian School of Dental Medicine ${suffix}`, {
  state: 'Ohio',
  city: 'Dayton',
  tuition: 58_000,
  scienceGpaAvg: 3.5,
  overallGpaAvg: 3.4,
  datAvg: 500,
  acceptanceRate: 8,
  hasAcceleratedProgram: false,
  isPublic: false,
});

/** 0 is what the admin form sends for "not reported". */
const unreported = {
  ...meridian,
  name: `Quarry Dental College ${suffix}`,
  city: 'Akron',
  scienceGpaAvg: 0,
  overallGpaAvg: 0,
  datAvg: 0,
};

async function addSchools(request: APIRequestContext, schools: (typeof meridian)[]) {
  await addSchoolsAsAdmin(request, schools);
}

/** A new student signed up, and a school of Meridian's figures under its own name for the test. */
async function studentBeside(page: Page, request: APIRequestContext, name: string) {
  const school = { ...meridian, name: `${name} ${suffix}` };
  await addSchools(request, [school]);
  await register(page);
  return school;
}

async function addDatScore(page: Page, testDate: string, academicAverage: string) {
  await page.getByRole('button', { name: 'Add New Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add DAT Score' });
  await dialog.getByLabel('Test Date').fill(testDate);
  await dialog.getByLabel('Academic Average').fill(academicAverage);
  await dialog.getByRole('button', { name: 'Add Score' }).click();
  await expect(page.getByText('DAT score added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openExplorer(page: Page, search: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(search);
}

/** The card's or the dialog's line for one figure: its label, the mark, both numbers and the sentence. */
const line = (scope: Locator, label: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByText(label, { exact: true }) });

async function expectMeridianDetails(details: Locator) {
  await expectEachText(details, [
    'Dayton, Ohio',
    'Tuition$58,000/year',
    'In-State TuitionN/A',
    'Acceptance Rate8%',
    'No website available',
    'GPAs compared: your GPA as your coursework page shows it',
  ]);
  await expect(line(details, 'Science GPA')).toContainText("Your science GPA is 0.20 above this school's average");
  await expect(line(details, 'Overall GPA')).toContainText("Your overall GPA is 0.21 below this school's average");
  await expect(line(details, 'DAT Academic Average')).toContainText(
    "Your DAT Academic Average is near this school's average (10 points above)",
  );
}

test('a student sees their GPA and DAT beside each school, on the card, in the details and in the comparison', async ({
  page,
  request,
}) => {
  // A long walk through several screens: more than the default 45 s on a busy machine.
  test.slow();
  await addSchools(request, [meridian, unreported]);
  await register(page);

  await openExplorer(page, meridian.name);
  const card = page.getByRole('region', { name: meridian.name });
  await expect(line(card, 'Overall GPA')).toContainText('Add courses to compare your GPA');
  await expect(line(card, 'Overall GPA')).toContainText('You N/A · School 3.40');
  await expect(line(card, 'Science GPA')).toContainText('Add science courses to compare your science GPA');
  await expect(line(card, 'DAT Academic Average')).toContainText('Add a DAT score to compare');
  await expect(card.getByText(/^(Above|Near|Below)$/)).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await addCourse(page, GENERAL_BIOLOGY);
  await addCourse(page, { name: 'General Chemistry', code: 'CHEM 101', credits: '3', grade: 'B+', science: true });
  await addCourse(page, { name: 'English Composition', code: 'ENG 101', credits: '3', grade: 'C' });
  // Science: (4×4.0 + 3×3.3) / 7 = 25.9 / 7 = 3.70, 0.20 above 3.50.
  // Overall: (25.9 + 3×2.0) / 10 = 3.19, 0.21 below 3.40.
  await page.getByRole('navigation').getByRole('link', { name: 'DAT Scores' }).click();
  // Only the latest attempt counts: 510 is 10 points above 500, within 10 points, so near.
  await addDatScore(page, '2024-01-15', '450');
  await addDatScore(page, '2024-06-20', '510');

  // Back in the explorer (not reloaded): the numbers follow the new courses and scores.
  await openExplorer(page, meridian.name);
  await expect(line(card, 'Science GPA')).toContainText("Your science GPA is 0.20 above this school's average");
  await expect(line(card, 'Science GPA')).toContainText('You 3.70 · School 3.50');
  await expect(line(card, 'Science GPA').getByText('Above', { exact: true })).toBeVisible();
  await expect(line(card, 'Overall GPA')).toContainText("Your overall GPA is 0.21 below this school's average");
  await expect(line(card, 'Overall GPA')).toContainText('You 3.19 · School 3.40');
  // Courses without their AADSAS details: SPEC's GPA, as the coursework page shows it.
  await expect(card).toContainText('Your GPA is compared.');
  await expect(line(card, 'Overall GPA').getByText('Below', { exact: true })).toBeVisible();
  await expect(line(card, 'DAT Academic Average')).toContainText(
    "Your DAT Academic Average is near this school's average (10 points above)",
  );
  await expect(line(card, 'DAT Academic Average')).toContainText('You 510 · School 500');
  await expect(line(card, 'DAT Academic Average').getByText('Near', { exact: true })).toBeVisible();

  // A school that has not reported its averages says so instead of comparing.
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(unreported.name);
  const quarry = page.getByRole('region', { name: unreported.name });
  await expect(line(quarry, 'Overall GPA')).toContainText('This school has not reported an overall GPA average');
  await expect(line(quarry, 'Overall GPA')).toContainText('You 3.19 · School N/A');
  await expect(line(quarry, 'Science GPA')).toContainText('This school has not reported a science GPA average');
  await expect(line(quarry, 'DAT Academic Average')).toContainText('This school has not reported a DAT average');
  await expect(quarry).toContainText('Science GPAN/A');

  // The details, in a dialog whose address survives a reload.
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(meridian.name);
  await card.getByRole('button', { name: `View details of ${meridian.name}` }).click();
  const details = page.getByRole('dialog', { name: meridian.name });
  await expect(page).toHaveURL(/[?&]school=[^&]+/);
  await expectMeridianDetails(details);
  await page.reload();
  await expectMeridianDetails(details);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/school=/);

  // The comparison shows the same differences, signed.
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(meridian.name);
  await card.getByRole('checkbox', { name: `Compare ${meridian.name}` }).check();
  await page
    .getByRole('region', { name: 'Schools to compare' })
    .getByRole('button', { name: 'Compare', exact: true })
    .click();
  const table = page.getByRole('table', { name: 'Compare Schools' });
  // An admin's figures say so, where a sourced one would give its year.
  await expect(table.getByRole('row', { name: /^Science GPA Average/ }).getByRole('cell')).toHaveText([
    '3.50entered by an adminYour science GPA: +0.20 (Above)',
  ]);
  await expect(table.getByRole('row', { name: /^Overall GPA Average/ }).getByRole('cell')).toHaveText([
    '3.40entered by an adminYour GPA: −0.21 (Below)',
  ]);
  await expect(table.getByRole('row', { name: /^DAT Average/ }).getByRole('cell')).toHaveText([
    '500entered by an adminYou: +10 (Near)',
  ]);
});

test('once every graded course has its AADSAS details, the explorer compares the AADSAS GPA and says so', async ({
  page,
  request,
}) => {
  const aadsas = await studentBeside(page, request, 'AADSAS Test School');
  // Chemistry left unticked as science, and 6 quarter hours of English (4 semester hours): AADSAS's
  // science GPA is Chemistry's 4.00, its overall (16 + 12) / 8 = 3.50; SPEC's would be 3.40 and none.
  const details = { academicStatus: 'junior', termType: 'semester', creditType: 'graded', institution: 'State U' };
  for (const course of [
    { courseName: 'Organic Chemistry', courseCode: 'CHEM 201', credits: 4, grade: 'A', subject: 'Chemistry' },
    { courseName: 'Writing', courseCode: 'ENG 201', credits: 6, grade: 'B', subject: 'English', termType: 'quarter' },
  ])
    expect(
      (
        await page.request.post('/api/courses', {
          data: { ...details, isScience: false, semester: 'Fall', year: 2024, ...course },
        })
      ).status(),
    ).toBe(201);

  await openExplorer(page, aadsas.name);
  const card = page.getByRole('region', { name: aadsas.name });
  await expect(card).toContainText('Your AADSAS GPA is compared.');
  await expect(line(card, 'Overall GPA')).toContainText('You 3.50 · School 3.40');
  await expect(line(card, 'Science GPA')).toContainText('You 4.00 · School 3.50');
  await card.getByRole('checkbox', { name: `Compare ${aadsas.name}` }).check();
  await page
    .getByRole('region', { name: 'Schools to compare' })
    .getByRole('button', { name: 'Compare', exact: true })
    .click();
  await expect(page.getByText(/^GPAs compared: your AADSAS GPA/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Compare Schools' });
  await expect(table.getByRole('row', { name: /^Overall GPA Average/ }).getByRole('cell')).toHaveText([
    '3.40entered by an adminYour AADSAS GPA: +0.10 (Above)',
  ]);
});

test('with the academics area unavailable, the explorer still lists every school, without my numbers', async ({
  page,
  request,
}) => {
  const outage = await studentBeside(page, request, 'Outage Test School');
  // The gateway's answer when academics is down: the student's own part without my figures, and the error.
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (!body.data || !('myFigures' in body.data)) return route.fulfill({ response });
    const errors = [{ message: 'academics is unavailable', path: ['myFigures'] }];
    return route.fulfill({ response, json: { ...body, data: { ...body.data, myFigures: null }, errors } });
  });

  await openExplorer(page, outage.name);
  const card = page.getByRole('region', { name: outage.name });
  await expect(card).toContainText('Overall GPA3.40');
  await expect(card.getByText('My Numbers')).toHaveCount(0);
  await expect(
    page.getByText('Your GPA and DAT numbers could not be loaded right now, so the schools are shown without them.'),
  ).toBeVisible();
  await expect(page.getByText('Error Loading Schools')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('');
  await expect(page.getByText(/^Showing (\d+) of \1 schools$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('Harvard');
  await expect(page.getByRole('region', { name: 'Harvard School of Dental Medicine' })).toContainText(
    'Boston, Massachusetts',
  );
});
