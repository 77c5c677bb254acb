import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { validCourseInput, validNewScaleDatScore } from '@predental/academics-contract/test-support/examples';
import {
  ADMIN_PASSWORD,
  addCourse,
  compareSchools,
  login,
  register,
  walkExplorerFilters,
  GENERAL_BIOLOGY,
} from './support';

/** WCAG 2.1 level A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Entrance animations would have axe measure a toast's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Runs axe on what the page shows now; a failure lists every violation and the elements it found. */
async function expectAccessible(page: Page, view: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
  // Soft: one run reports every view, not only the first that fails.
  expect.soft(violations.length, `${view}: ${violations.length} axe violation(s)\n${report}`).toBe(0);
}

/** Lighthouse's heading-order (axe's best practice, not WCAG): no heading level is skipped. */
async function expectHeadingsInOrder(page: Page, view: string) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const skipped = violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  expect.soft(skipped, `${view}: headings skip a level`).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Checks an open dialog (or alert dialog), then closes it with its Cancel or Close button. */
async function expectAccessibleDialog(page: Page, dialog: Locator, view: string, close: 'Cancel' | 'Close' = 'Cancel') {
  await expect(dialog).toBeVisible();
  await expectAccessible(page, view);
  await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens an add dialog (its page button, its title, its submit button) and submits it empty: checked with its first refusal shown. */
async function expectAccessibleRefusal(page: Page, [open, title, submit]: [string, string, string], refusal: string) {
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByText(refusal)).toBeVisible();
  await expectAccessibleDialog(page, dialog, `${title.toLowerCase()} dialog with validation errors`);
}

test('signed-out pages pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
  await expectAccessible(page, 'landing page');

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  await expectAccessible(page, '/auth Login tab');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expectAccessible(page, '/auth Login tab with validation errors');

  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expectAccessible(page, '/auth Register tab');

  await page.goto('/auth?admin=true');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expectAccessible(page, '/auth?admin=true');

  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expectAccessible(page, '404 page');
});

/** A course and a DAT attempt, through /api: what the pages after the academics ones show data with. */
async function addRecord(page: Page) {
  for (const [path, data] of [
    ['/api/courses', validCourseInput],
    ['/api/dat', validNewScaleDatScore],
  ] as const)
    expect((await page.request.post(path, { data })).status(), path).toBe(201);
}

// Many screens and dialogs in each walk: more than the default 45 s on a busy machine.
test('every academics page and dialog passes axe', async ({ page }) => {
  test.slow();
  await register(page);
  await expect(heading(page, 'Welcome back')).toBeVisible();
  await expectAccessible(page, 'empty dashboard (with the registration toast)');

  await nav(page, 'Coursework').click();
  await expect(page.getByText('No courses added yet')).toBeVisible();
  await expectAccessible(page, '/coursework empty');
  await expectAccessibleRefusal(page, ['Add New Course', 'Add New Course', 'Add Course'], 'Course name is required');
  await addCourse(page, GENERAL_BIOLOGY);
  await addCourse(page, { name: 'Psychology', code: 'PSY 101', credits: '3', grade: 'C' });
  await addCourse(page, {
    name: 'Calculus',
    code: 'MATH 151',
    credits: '4',
    grade: 'B',
    aadsas: {
      institution: 'State University',
      subject: 'Mathematics',
      status: 'Freshman',
      termType: 'Quarter hours',
    },
  });
  await expectAccessible(page, '/coursework with courses');
  await page.getByLabel('Transcript CSV file').setInputFiles({
    name: 't.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('courseName,courseCode,credits,grade\nBiology,BIO 1,4,A\nBad,,4,A\n'),
  });
  await expectAccessibleDialog(
    page,
    page.getByRole('dialog', { name: 'Import Transcript' }),
    'transcript import preview',
  );
  await page.getByRole('button', { name: 'Edit Calculus' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Course' }).getByLabel('Subject')).toHaveValue('Mathematics');
  await expectAccessible(page, 'edit course dialog with AADSAS details');
  await page.keyboard.press('Escape');
  await nav(page, 'AADSAS GPA').click();
  await expect(page.getByRole('table', { name: 'AADSAS GPA table' })).toBeVisible();
  await page.getByText('How AADSAS computes these').click();
  await expectAccessible(page, '/aadsas-gpa with the rules open');
  await nav(page, 'Coursework').click();
  await page.getByRole('button', { name: 'Edit Psychology' }).click();
  const editCourse = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(editCourse.getByLabel('Course Name')).toHaveValue('Psychology');
  await expectAccessible(page, 'edit course dialog');
  await editCourse.getByRole('button', { name: 'Delete' }).click();
  await expectAccessibleDialog(
    page,
    page.getByRole('alertdialog', { name: 'Are you sure?' }),
    'course delete confirmation',
  );

  await nav(page, 'DAT Scores').click();
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();
  await expectAccessible(page, '/dat empty');
  await page.getByRole('button', { name: 'Add New Score' }).click();
  const addDat = page.getByRole('dialog', { name: 'Add DAT Score' });
  await expectAccessibleDialog(page, addDat, 'add DAT score dialog');
  await page.getByRole('button', { name: 'Add New Score' }).click();
  await addDat.getByLabel('Test Date').fill('2024-06-20');
  await addDat.getByLabel('Biology').fill('580');
  await addDat.getByLabel('Academic Average').fill('540');
  await addDat.getByRole('button', { name: 'Add Score' }).click();
  await expect(page.getByText('DAT score added successfully')).toBeVisible();
  await expectAccessible(page, '/dat with a score');
  await page.getByRole('button', { name: /^Edit DAT score/ }).click();
  await expectAccessibleDialog(
    page,
    page.getByRole('dialog', { name: 'Edit DAT Score' }),
    'edit DAT score dialog',
    'Close',
  );
  await page.getByRole('button', { name: /^Delete DAT score/ }).click();
  await expectAccessibleDialog(
    page,
    page.getByRole('alertdialog', { name: 'Are you sure?' }),
    'DAT delete confirmation',
  );
});

// Apart from the long story below, which runs close to its time limit on a busy machine.
test('/experiences with no entries yet passes axe, its headings in order', async ({ page }) => {
  await register(page);
  await nav(page, 'AADSAS Experiences').click();
  // The empty block sits right under the page's title.
  await expect(page.getByRole('heading', { name: 'No AADSAS experiences yet' })).toBeVisible();
  await expectAccessible(page, '/experiences empty');
  await expectHeadingsInOrder(page, '/experiences empty');
});

test('every experience page and dialog passes axe, and the dashboard with a record', async ({ page }) => {
  test.slow();
  await register(page);
  await addRecord(page);
  for (const kind of [
    {
      link: 'Shadowing Hours',
      noun: 'Shadowing',
      fields: { "Doctor's Name": 'Dr. Sarah Smith', Practice: 'Smile Dental', Hours: '4' },
      row: 'Dr. Sarah Smith',
    },
    {
      link: 'Volunteer Hours',
      noun: 'Volunteer',
      fields: { Organization: 'City Free Clinic', Type: 'Clinical', Supervisor: 'Jo Park', Hours: '3' },
      row: 'City Free Clinic',
    },
  ]) {
    await nav(page, kind.link).click();
    await expect(page.getByText(`No ${kind.noun.toLowerCase()} experiences yet`)).toBeVisible();
    await expectAccessible(page, `${kind.link} empty`);
    await page.getByRole('button', { name: `Add New ${kind.noun}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${kind.noun} Experience` });
    await add.getByRole('button', { name: `Add ${kind.noun}` }).click();
    await expect(add.getByText('Hours must be greater than 0')).toBeVisible();
    await expectAccessible(page, `add ${kind.noun} dialog with validation errors`);
    for (const [label, value] of Object.entries(kind.fields)) await add.getByLabel(label, { exact: true }).fill(value);
    await add.getByRole('button', { name: `Add ${kind.noun}` }).click();
    await expect(page.getByText(`${kind.noun} experience added successfully`)).toBeVisible();
    await page.getByRole('button', { name: 'Set Goal' }).click();
    const goal = page.getByRole('dialog', { name: `Set ${kind.noun} Goal` });
    await goal.getByLabel('Goal (hours)').fill('40');
    await expectAccessible(page, `set ${kind.noun} goal dialog`);
    await goal.getByRole('button', { name: 'Save Goal' }).click();
    await expect(goal).toBeHidden();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expectAccessible(page, `${kind.link} with an entry and a goal`);
    await page.getByRole('button', { name: new RegExp(`^Edit ${kind.row}`) }).click();
    await expect(page.getByRole('dialog', { name: `Edit ${kind.noun} Experience` })).toBeVisible();
    await expectAccessible(page, `edit ${kind.noun} dialog`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^Delete ${kind.row}`) }).click();
    await expectAccessibleDialog(
      page,
      page.getByRole('alertdialog', { name: 'Are you sure?' }),
      `${kind.noun} delete confirmation`,
    );
  }

  await nav(page, 'Experience Hours').click();
  await expect(page.getByText('No experience hours yet')).toBeVisible();
  await expectAccessibleRefusal(
    page,
    ['Add New Experience', 'Add Experience Hours', 'Add Hours'],
    'Experience type is required',
  );
  await page.getByRole('button', { name: 'Add New Experience' }).click();
  const addHours = page.getByRole('dialog', { name: 'Add Experience Hours' });
  await addHours.getByLabel('Type').selectOption({ label: 'Research' });
  await addHours.getByLabel('Organization').fill('Campus Biology Lab');
  await addHours.getByLabel('Hours').fill('3');
  await addHours.getByRole('button', { name: 'Add Hours' }).click();
  await expect(page.getByText('Experience hours added successfully')).toBeVisible();
  await expectAccessible(page, '/experiences/log with hours');

  await nav(page, 'AADSAS Experiences').click();
  const lab = page.getByRole('region', { name: 'Campus Biology Lab' });
  await lab.getByText('1 log').click();
  await expect(lab.getByRole('table', { name: 'Logs of Campus Biology Lab' })).toBeVisible();
  await expectAccessible(page, '/experiences with an entry and its logs');
  await expectHeadingsInOrder(page, '/experiences with an entry');
  await lab.getByRole('button', { name: 'Edit Campus Biology Lab' }).click();
  const editEntry = page.getByRole('dialog', { name: 'Edit AADSAS Experience' });
  await editEntry.getByLabel('Contact Email').fill('not an email');
  await editEntry.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editEntry.getByText('Please enter a valid contact email')).toBeVisible();
  await expectAccessibleDialog(page, editEntry, 'AADSAS experience dialog with a refusal');

  await nav(page, 'Dashboard').click();
  await expect(page.getByRole('link', { name: 'Add New Score' })).toBeVisible();
  await expect(page.getByText('Dr. Sarah Smith')).toBeVisible();
  await expectAccessible(page, 'dashboard with courses, a DAT score and hours');
});

test('the explorer, the application summary and the settings pass axe', async ({ page }) => {
  test.slow();
  await register(page);
  await addRecord(page);
  await page.goto('/dashboard');
  await nav(page, 'Dental Schools').click();
  const search = await walkExplorerFilters(page, (state) => expectAccessible(page, state));
  const schools = ['Harvard School of Dental Medicine', 'University of Washington School of Dentistry'] as const;
  await search.fill(schools[0]);
  await page.getByRole('button', { name: `View details of ${schools[0]}` }).click();
  await expect(page.getByRole('table', { name: `Prerequisites of ${schools[0]}` })).toBeVisible();
  await expectAccessibleDialog(page, page.getByRole('dialog', { name: schools[0] }), 'school details dialog', 'Close');
  await compareSchools(page, schools);
  await expectAccessible(page, '/dental-schools compare view');

  await nav(page, 'Application Summary').click();
  await expect(
    page.getByRole('region', { name: 'Academics' }).getByRole('table', { name: 'DAT Attempts' }),
  ).toBeVisible();
  await expectAccessible(page, '/application-summary');

  await nav(page, 'Settings').click();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expectAccessible(page, '/settings Profile tab');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await expectAccessible(page, '/settings Account tab');
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await expectAccessible(page, '/settings Your data tab');

  for (const [path, title] of [
    ['/checkout', 'Premium Features - Coming Soon'],
    ['/buy-tokens', /Coming Soon/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('every admin page and dialog passes axe', async ({ page }) => {
  test.slow();
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' }).first()).toBeVisible();
  await expectAccessible(page, 'admin dashboard page (with the admin login toast)');

  await nav(page, 'Admin Dashboard').click();
  await expect(page.getByRole('heading', { name: 'Total Users' })).toBeVisible();
  await expectAccessible(page, '/admin Dashboard tab');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByText(/^Total users: \d+$/)).toBeVisible();
  await expectAccessible(page, '/admin Users tab');

  await nav(page, 'Manage Dental Schools').click();
  await expect(heading(page, 'Dental School Management')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expectAccessible(page, '/admin/dental-schools');
  await expectAccessibleRefusal(page, ['Add Dental School', 'Add Dental School', 'Add School'], 'Tuition is required');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expectAccessibleDialog(
    page,
    page.getByRole('dialog', { name: 'Edit Dental School' }),
    'edit dental school dialog',
    'Close',
  );

  const suffix = Date.now().toString(36);
  const csv = [
    'name,state,city,tuition,programLength,scienceGpaAvg,overallGpaAvg,datAvg',
    `Axe Dental ${suffix},Ohio,Columbus,45000,4,3.3,3.4,510`,
    `Axe Broken ${suffix},Ohio,Columbus,45000,4,3.3,3.4,900`,
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Imported 1 dental schools successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rows not imported' })).toBeVisible();
  await expectAccessible(page, '/admin/dental-schools after an import with a refused row');
});
