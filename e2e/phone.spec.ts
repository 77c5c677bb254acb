import { expect, test, type Locator, type Page } from '@playwright/test';
import { validNewScaleDatScore } from '@predental/academics-contract/test-support/examples';
import {
  validExperienceLog,
  validShadowingEntry,
  validVolunteerEntry,
} from '@predental/experience-contract/test-support/examples';
import { validLetter } from '@predental/applications-contract/test-support/examples';
import { fillNewCourse } from '../mfe-academics/e2e/steps';
import { expectReadsOnPhone } from './phone-layout';
import {
  ADMIN_PASSWORD,
  GENERAL_BIOLOGY,
  compareSchools,
  login,
  newAccount,
  register,
  walkExplorerFilters,
} from './support';

// A 390 px phone (an iPhone 14's CSS width).
test.use({ viewport: { width: 390, height: 844 }, contextOptions: { reducedMotion: 'reduce' } });

// Washington publishes the most figures, with the longest labels ("DAT Academic Average, 95th percentile").
const SCHOOLS = [
  'University of Washington School of Dentistry',
  'The Ohio State University College of Dentistry',
] as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/** Checks an open dialog, then closes it with its Cancel or Close button. */
async function expectDialogReads(page: Page, dialog: Locator, view: string, close: 'Cancel' | 'Close' = 'Cancel') {
  await expect(dialog).toBeVisible();
  await expectReadsOnPhone(page, view);
  await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A student with a course, a shadowing, a volunteer and a research entry, a DAT score and two favorites, entered through /api. */
async function fillRecord(page: Page) {
  const posts = [
    [
      '/api/courses',
      {
        courseName: 'Organic Chemistry with Laboratory',
        courseCode: 'CHEM 2510',
        credits: 4,
        grade: 'B+',
        isScience: true,
        semester: 'Fall',
        year: 2024,
      },
    ],
    ['/api/shadowing', validShadowingEntry],
    ['/api/volunteer', validVolunteerEntry],
    ['/api/experience-logs', validExperienceLog],
    ['/api/dat', validNewScaleDatScore],
  ] as const;
  for (const [path, data] of posts) expect((await page.request.post(path, { data })).status(), path).toBe(201);
  const schools = (await (await page.request.get('/api/dental-schools')).json()) as { id: string; name: string }[];
  for (const name of SCHOOLS) {
    const school = schools.find((candidate) => candidate.name === name);
    expect(school, name).toBeDefined();
    const favorite = await page.request.post('/api/favorites/schools', { data: { schoolId: school?.id } });
    expect(favorite.status(), name).toBe(201);
  }
}

test('the landing page and sign-in read on a 390 px phone', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page, /Your journey to/)).toBeVisible();
  await expectReadsOnPhone(page, 'landing page');

  await page.goto('/auth');
  await expect(heading(page, 'Welcome to PreDental Tracker')).toBeVisible();
  await expectReadsOnPhone(page, '/auth');
  // The tabs' panels are the page's own (issue 41): the longer sign-up form reads too.
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Email')).toBeVisible();
  await expectReadsOnPhone(page, '/auth, Register');
});

test('every student screen and dialog reads on a 390 px phone', async ({ page }) => {
  test.slow();
  // The longest username the product allows, greeted on the dashboard in one unbroken word.
  const account = newAccount();
  await register(page, { ...account, username: account.username.padEnd(50, 'x') });
  await expect(heading(page, /Welcome back/)).toBeVisible();
  await expectReadsOnPhone(page, 'empty dashboard');
  await fillRecord(page);

  await page.goto('/dashboard');
  await expect(page.getByText('Dr. Sarah Smith')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Score' })).toBeVisible();
  await expectReadsOnPhone(page, 'dashboard with data');

  await page.goto('/coursework');
  await expect(page.getByRole('button', { name: 'Edit Organic Chemistry with Laboratory' })).toBeVisible();
  await expectReadsOnPhone(page, '/coursework');
  await page.getByRole('button', { name: 'Add New Course' }).click();
  const addCourse = page.getByRole('dialog', { name: 'Add New Course' });
  await addCourse.getByText('AADSAS details (optional)').click();
  await expectDialogReads(page, addCourse, 'add course dialog');
  await page.getByRole('button', { name: 'Edit Organic Chemistry with Laboratory' }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Edit Course' }), 'edit course dialog', 'Close');
  await page.getByLabel('Transcript CSV file').setInputFiles({
    name: 't.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('courseName,courseCode,credits,grade\nBiology,BIO 1,4,A\nBad,,4,A\n'),
  });
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Import Transcript' }), 'transcript import preview');

  await page.goto('/aadsas-gpa');
  await expect(page.getByRole('table', { name: 'AADSAS GPA table' })).toBeVisible();
  await page.getByText('How AADSAS computes these').click();
  await expectReadsOnPhone(page, '/aadsas-gpa');

  await page.goto('/dat');
  await expect(page.getByRole('button', { name: /^Edit DAT score/ })).toBeVisible();
  await expectReadsOnPhone(page, '/dat');
  await page.getByRole('button', { name: 'Add New Score' }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Add DAT Score' }), 'add DAT score dialog');
  await page.getByRole('button', { name: /^Edit DAT score/ }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Edit DAT Score' }), 'edit DAT dialog', 'Close');
  await page.getByRole('button', { name: /^Delete DAT score/ }).click();
  await expectDialogReads(page, page.getByRole('alertdialog', { name: 'Are you sure?' }), 'DAT delete confirmation');

  for (const kind of [
    { path: '/shadowing', noun: 'Shadowing', row: 'Dr. Sarah Smith' },
    { path: '/volunteer', noun: 'Volunteer', row: 'City Free Clinic' },
  ]) {
    await page.goto(kind.path);
    await expect(page.getByRole('button', { name: new RegExp(`^Edit ${kind.row}`) })).toBeVisible();
    await expectReadsOnPhone(page, kind.path);
    await page.getByRole('button', { name: `Add New ${kind.noun}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${kind.noun} Experience` });
    await expectDialogReads(page, add, `add ${kind.noun} dialog`);
    await page.getByRole('button', { name: 'Set Goal' }).click();
    await expectDialogReads(
      page,
      page.getByRole('dialog', { name: `Set ${kind.noun} Goal` }),
      `${kind.noun} goal dialog`,
    );
    await page.getByRole('button', { name: new RegExp(`^Edit ${kind.row}`) }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${kind.noun} Experience` });
    await expectDialogReads(page, edit, `edit ${kind.noun} dialog`, 'Close');
  }

  await page.goto('/experiences/log');
  await expect(page.getByRole('button', { name: /^Edit Biochemistry Lab/ })).toBeVisible();
  await expectReadsOnPhone(page, '/experiences/log');
  await page.getByRole('button', { name: 'Add New Experience' }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Add Experience Hours' }), 'add hours dialog');
  await page.getByRole('button', { name: 'Set Goal for Research' }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Set Research Goal' }), 'research goal dialog');

  await page.goto('/experiences');
  await expect(page.getByRole('region', { name: 'Smile Dental, general practice' })).toBeVisible();
  await page.getByText('1 log').first().click();
  await expectReadsOnPhone(page, '/experiences');
  await page.getByRole('button', { name: 'Edit Smile Dental, general practice' }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Edit AADSAS Experience' }), 'entry dialog');

  await page.goto('/dental-schools');
  const search = await walkExplorerFilters(page, (state) => expectReadsOnPhone(page, state));
  for (const name of SCHOOLS) {
    await search.fill(name);
    await page.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await expect(details.getByRole('table', { name: `Prerequisites of ${name}` })).toBeVisible();
    await expectDialogReads(page, details, `details of ${name}`, 'Close');
  }
  await compareSchools(page, SCHOOLS);
  await expectReadsOnPhone(page, 'school comparison');
  await search.fill('');
  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'My School List' })).toBeVisible();
  await expectReadsOnPhone(page, 'my school list');

  await page.goto('/application-summary');
  await expect(page.getByRole('table', { name: 'DAT Attempts' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Favorite Schools' }).getByRole('row', { name: SCHOOLS[0] }),
  ).toBeVisible();
  await expectReadsOnPhone(page, '/application-summary');

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expectReadsOnPhone(page, '/settings Profile tab');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await expectReadsOnPhone(page, '/settings Account tab');
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByRole('button', { name: 'Import data' })).toBeVisible();
  await expectReadsOnPhone(page, '/settings Your data tab');

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Coursework' })).toBeVisible();
  await expectReadsOnPhone(page, 'the open menu');
});

test('every application screen and dialog reads on a 390 px phone', async ({ page }) => {
  await register(page);
  const schools = (await (await page.request.get('/api/dental-schools')).json()) as { id: string; name: string }[];
  const school = schools.find((candidate) => candidate.name === SCHOOLS[0])!;
  expect((await page.request.post('/api/applications', { data: { schoolId: school.id } })).status()).toBe(201);
  expect((await page.request.post('/api/letters', { data: validLetter })).status()).toBe(201);
  const statement = await page.request.post('/api/personal-statements', { data: { title: 'Why oral health' } });
  expect(statement.status()).toBe(201);
  const { id } = (await statement.json()) as { id: string };
  for (const text of ['I want to help people smile.', 'I want to help children smile again.']) {
    const version = await page.request.post(`/api/personal-statements/${id}/versions`, { data: { text } });
    expect(version.status()).toBe(201);
  }

  await page.goto('/applications');
  await expect(page.getByRole('table', { name: 'My applications' })).toBeVisible();
  await expectReadsOnPhone(page, '/applications');
  await page.getByRole('button', { name: `Details of ${school.name}` }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: school.name }), 'application details', 'Close');

  await page.goto('/applications/letters');
  await expect(page.getByRole('table', { name: 'Letters of evaluation' })).toContainText(validLetter.evaluatorName);
  await expectReadsOnPhone(page, '/applications/letters');
  await page.getByRole('button', { name: 'Add Letter' }).first().click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Add Letter of Evaluation' }), 'add letter dialog');

  await page.goto('/applications/personal-statement');
  await expectReadsOnPhone(page, 'my statements');
  await page.getByRole('button', { name: 'Open Why oral health' }).click();
  await expect(page.getByRole('table', { name: 'Version history' }).getByRole('row')).toHaveCount(3);
  await expectReadsOnPhone(page, 'a statement, its versions and their comparison');
});

/** How many lines an element's text wraps onto. */
function linesOf(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

// The longest term label the contract allows (40 characters), as a transcript may name a term.
const LONG_TERM_LABEL = 'Fall 2025 – Summer Session II, CC Denver';

test('a long term label reads on a 390 px phone, in the course dialog and under the semester', async ({ page }) => {
  await register(page);
  await page.goto('/coursework');
  const dialog = await fillNewCourse(page, { ...GENERAL_BIOLOGY, termLabel: LONG_TERM_LABEL });
  const termLabel = dialog.getByLabel('Term Label');
  await expect(termLabel).toHaveValue(LONG_TERM_LABEL);
  // The whole field on screen, its hint beside it: nothing cut at the right edge.
  await termLabel.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await expect(termLabel).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByText('As your transcript names the term.')).toBeInViewport({ ratio: 1 });
  await expectReadsOnPhone(page, 'course dialog with a term label');
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('Course added successfully')).toBeVisible();

  // A few words a line, not a word a line down a column as narrow as its longest word.
  const label = page.getByRole('cell').getByText(LONG_TERM_LABEL);
  await expect(label).toBeVisible();
  expect(await label.evaluate(linesOf)).toBeLessThanOrEqual(3);
  await expectReadsOnPhone(page, 'course table with a long term label');
});

test('every admin screen and dialog reads on a 390 px phone', async ({ page }) => {
  test.slow();
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Total Users' })).toBeVisible();
  await expectReadsOnPhone(page, '/admin Dashboard tab');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByText(/^Total users: \d+$/)).toBeVisible();
  await expectReadsOnPhone(page, '/admin Users tab');

  await page.goto('/admin/dental-schools');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expectReadsOnPhone(page, '/admin/dental-schools');
  await page.getByRole('button', { name: 'Add Dental School' }).click();
  await expectDialogReads(page, page.getByRole('dialog', { name: 'Add Dental School' }), 'add dental school dialog');
  await page.getByRole('button', { name: `Edit ${SCHOOLS[0]}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Dental School' });
  await expect(edit.getByText('Sourced Figures')).toBeVisible();
  await expectDialogReads(page, edit, 'edit dental school dialog', 'Close');
});

test.describe('on the narrowest phones (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the school details and the application summary read', async ({ page }) => {
    await register(page);
    await fillRecord(page);
    await page.goto('/dental-schools');
    await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(SCHOOLS[0]);
    await page.getByRole('button', { name: `View details of ${SCHOOLS[0]}` }).click();
    const details = page.getByRole('dialog', { name: SCHOOLS[0] });
    await expect(details.getByRole('table', { name: `Prerequisites of ${SCHOOLS[0]}` })).toBeVisible();
    await expectDialogReads(page, details, 'school details dialog', 'Close');

    await page.goto('/application-summary');
    await expect(page.getByRole('table', { name: 'DAT Attempts' })).toBeVisible();
    await expectReadsOnPhone(page, '/application-summary');
  });
});
