import { expect, test, type Page } from '@playwright/test';
import { addCourse, register } from './support';

/** A semester course at State University, with its AADSAS details. */
const details = (subject: string, status: string, termType = 'Semester hours') => ({
  institution: 'State University',
  subject,
  status,
  termType,
});

const tableRow = (page: Page, table: string, status: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: status, exact: true }) });

test('a student enters five courses with AADSAS details and reads the table AADSAS will compute', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await addCourse(page, {
    name: 'General Biology',
    code: 'BIO 101',
    credits: '4',
    grade: 'A',
    aadsas: details('Biology', 'Freshman'),
  });
  await addCourse(page, {
    name: 'General Chemistry',
    code: 'CHEM 101',
    credits: '4',
    grade: 'B',
    aadsas: details('Chemistry', 'Freshman'),
  });
  await addCourse(page, {
    name: 'Calculus',
    code: 'MATH 151',
    credits: '4',
    grade: 'A',
    aadsas: details('Mathematics', 'Sophomore', 'Quarter hours'),
  });
  await addCourse(page, {
    name: 'Composition',
    code: 'ENG 101',
    credits: '3',
    grade: 'P',
    aadsas: details('English', 'Freshman'),
  });
  await addCourse(page, {
    name: 'Advanced Cell Biology',
    code: 'BIOL 501',
    credits: '3',
    grade: 'A',
    aadsas: details('Biology', 'Graduate'),
  });

  await page.getByRole('navigation').getByRole('link', { name: 'AADSAS GPA' }).click();
  await expect(page.getByRole('heading', { name: 'AADSAS GPA', level: 1 })).toBeVisible();
  const table = 'AADSAS GPA table';
  // Freshman: (4 × 4 + 3 × 4) / 8 in BCP; the pass course is left out, so non-science has no hours.
  await expect(tableRow(page, table, 'Freshman')).toHaveText(
    ['Freshman', '3.50', '8.00', '3.50', '8.00', '—', '0.00', '3.50', '8.00'].join(''),
  );
  // 4 quarter hours are 2.668 semester hours.
  await expect(tableRow(page, table, 'Sophomore')).toHaveText(
    ['Sophomore', '—', '0.00', '4.00', '2.67', '—', '0.00', '4.00', '2.67'].join(''),
  );
  await expect(tableRow(page, table, 'Graduate')).toHaveText(
    ['Graduate', '4.00', '3.00', '4.00', '3.00', '—', '0.00', '4.00', '3.00'].join(''),
  );
  // Cumulative undergraduate: (28 + 10.672) / 10.668 = 3.63; overall adds 12 over 3 hours: 50.672 / 13.668 = 3.71.
  await expect(tableRow(page, table, 'Cumulative Undergraduate')).toHaveText(
    ['Cumulative Undergraduate', '3.50', '8.00', '3.63', '10.67', '—', '0.00', '3.63', '10.67'].join(''),
  );
  await expect(tableRow(page, table, 'Overall')).toHaveText(
    ['Overall', '3.64', '11.00', '3.71', '13.67', '—', '0.00', '3.71', '13.67'].join(''),
  );

  // The simple GPA leaves the pass course out too but counts quarter hours whole: 56 / 15 = 3.73.
  await expect(page.getByText("Your simple overall GPA is 3.73; AADSAS's overall GPA is 3.71.")).toBeVisible();
  const why = page.getByRole('region', { name: 'Why the GPAs differ' });
  await expect(why).toContainText('1 course in quarter hours counts 0.667 semester hours per hour.');
  await expect(why).not.toContainText('pass');

  await page.getByText('How AADSAS computes these').click();
  await expect(page.getByText('A withdrawal (W) is left out; a withdrawal failing (WF) counts as an F.')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Application Summary' }).click();
  await expect(tableRow(page, 'AADSAS GPA', 'Overall')).toContainText('3.71');
});

test('a student imports a transcript CSV: the preview refuses a bad row, Cancel stores nothing, Add stores the rest', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await expect(page.getByText('No courses added yet')).toBeVisible();

  const csv = [
    'courseName,courseCode,credits,grade,isScience,semester,year,subject,academicStatus,termType,creditType,institution',
    'General Biology,BIO 101,4,A,true,Fall,2022,Biology,freshman,semester,graded,State University',
    '"Stars, Signs and Fate",AST 100,3,A,false,Spring,2023,Astrology,freshman,semester,graded,State University',
    'Organic Chemistry,CHEM 201,4,B+,true,Fall,2023,Chemistry,sophomore,semester,graded,State University',
  ].join('\n');
  const choose = () =>
    page
      .getByLabel('Transcript CSV file')
      .setInputFiles({ name: 'transcript.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await choose();
  const dialog = page.getByRole('dialog', { name: 'Import Transcript' });
  await expect(dialog).toContainText('transcript.csv: 2 to add, 1 refused.');
  await expect(dialog.getByRole('table', { name: 'Courses to add' }).getByRole('row')).toHaveCount(3);
  await expect(dialog.getByRole('table', { name: 'Refused rows' })).toContainText(
    '2Subject must be one of the AADSAS course subjects',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText('No courses added yet')).toBeVisible();

  await choose();
  await dialog.getByRole('button', { name: 'Add 2 courses' }).click();
  await expect(page.getByText('Imported 2 courses successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit General Biology' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Organic Chemistry' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit Stars/ })).toHaveCount(0);
});

test('a student records a 380 on the 200-600 scale and a 2024 attempt on the old 1-30 scale', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'DAT Scores' }).click();

  await page.getByRole('button', { name: 'Add New Score' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add DAT Score' });
  await dialog.getByLabel('Test Date').fill('2025-04-12');
  await expect(dialog.getByLabel('Score Scale')).toHaveCount(0);
  await dialog.getByLabel('Biology').fill('385');
  await dialog.getByRole('button', { name: 'Add Score' }).click();
  await expect(dialog.getByText('Score must be between 200-600 in steps of 10')).toBeVisible();
  await dialog.getByLabel('Biology').fill('380');
  await dialog.getByRole('button', { name: 'Add Score' }).click();
  await expect(page.getByText('DAT score added successfully')).toBeVisible();
  const attempts = page.getByRole('table').getByRole('row');
  await expect(attempts.nth(1)).toContainText('380');
  await expect(attempts.nth(1).getByText('380')).toHaveAttribute('data-variant', 'destructive');

  await page.getByRole('button', { name: 'Add New Score' }).click();
  dialog = page.getByRole('dialog', { name: 'Add DAT Score' });
  await dialog.getByLabel('Test Date').fill('2024-06-15');
  await dialog.getByLabel('Score Scale').selectOption('1-30');
  const oldScores = {
    Biology: '21',
    'General Chemistry': '20',
    'Organic Chemistry': '22',
    'Perceptual Ability': '19',
    'Reading Comprehension': '23',
    'Quantitative Reasoning': '18',
    'Academic Average': '21',
  };
  for (const [label, score] of Object.entries(oldScores)) await dialog.getByLabel(label, { exact: true }).fill(score);
  await dialog.getByRole('button', { name: 'Add Score' }).click();
  await expect(page.getByText('DAT score added successfully').last()).toBeVisible();
  // Newest first: the 2025 attempt, then the 2024 one, shown on its own scale.
  await expect(attempts.nth(2)).toContainText('Jun 15, 2024');
  await expect(attempts.nth(2)).toContainText('21/30');
  await expect(page.getByRole('region', { name: 'Latest DAT Score' })).toContainText('380');
});
