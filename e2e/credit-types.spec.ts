import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card } from '@predental/remote-server/test-support/card';
import { expectGpaCards } from '../mfe-academics/e2e/steps';
import { addCourse, register, GENERAL_BIOLOGY } from './support';

// Entrance animations would have axe measure a toast's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** WCAG 2.1 A and AA violations on what the page shows now, each with the elements axe found. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

const courseRow = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

test('a pass and an in-progress course show P and IP and stay out of the GPA', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await addCourse(page, GENERAL_BIOLOGY);
  await addCourse(page, { name: 'English Composition', code: 'ENG 101', credits: '3', grade: 'B' });
  await addCourse(page, { name: 'Public Speaking', code: 'COMM 110', credits: '3', grade: 'P' });

  // In progress, expecting a B; choosing Chemistry as its subject proposes the science box.
  await page.getByRole('button', { name: 'Add New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  await dialog.getByLabel('Course Name').fill('Biochemistry');
  await dialog.getByLabel('Course Code').fill('BCHM 301');
  await expect(dialog.getByLabel('Expected Grade')).toHaveCount(0);
  await dialog.getByLabel('Grade', { exact: true }).selectOption('IP');
  await dialog.getByLabel('Expected Grade').selectOption('B');
  await dialog.getByText('AADSAS details (optional)').click();
  const science = dialog.getByRole('checkbox', { name: 'Science course' });
  await expect(science).not.toBeChecked();
  await dialog.getByLabel('Subject').selectOption('Chemistry');
  await expect(science).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('Course added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(
    courseRow(page, 'COMM 110').getByRole('img', { name: 'Pass / Satisfactory: not in the GPA' }),
  ).toHaveText('P');
  await expect(courseRow(page, 'BCHM 301').getByRole('img', { name: 'In progress: not in the GPA yet' })).toHaveText(
    'IP',
  );
  await expect(courseRow(page, 'BCHM 301').getByRole('cell', { name: 'Science course' })).toBeVisible();
  // (4 × 4 + 3 × 3) / 7 = 3.57: neither the pass course nor the one in progress counts; science is biology alone.
  // Credits earned: the pass course's 3 are, the 3 in progress not yet.
  await expectGpaCards(page, { overall: '3.57', science: '4.00', credits: '10' });
  expect(await axeViolations(page)).toEqual([]);

  // Editing shows the mark again, with its expected grade.
  await page.getByRole('button', { name: 'Edit Biochemistry' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(edit.getByLabel('Grade', { exact: true })).toHaveValue('IP');
  await expect(edit.getByLabel('Expected Grade')).toHaveValue('B');
  // Finished with a B-: it counts now. (16 + 9 + 2.7 × 3) / 10 = 3.31.
  await edit.getByLabel('Grade', { exact: true }).selectOption('B-');
  await expect(edit.getByLabel('Expected Grade')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully')).toBeVisible();
  await expect(courseRow(page, 'BCHM 301').getByText('B-', { exact: true })).toBeVisible();
  await expect(card(page, 'Overall GPA')).toContainText('3.31');
  await expect(card(page, 'Total Credits')).toContainText('13');
});

test('the transcript import says its columns, offers a template and reads the Download CSV file back', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await addCourse(page, GENERAL_BIOLOGY);
  await addCourse(page, { name: 'Public Speaking', code: 'COMM 110', credits: '3', grade: 'P' });
  await addCourse(page, {
    name: 'Biochemistry',
    code: 'BCHM 301',
    credits: '3',
    grade: 'Planned',
    expectedGrade: 'B+',
  });

  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);

  await page.getByRole('button', { name: 'Import Transcript' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Transcript' });
  const columns = dialog.getByRole('table', { name: 'Transcript columns' });
  await expect(columns.getByRole('row').filter({ hasText: 'Course Title (or courseName)' })).toContainText('Required');
  await expect(columns.getByRole('row').filter({ hasText: 'Science (or isScience)' })).toContainText('Optional');
  await expect(columns.getByRole('row').filter({ hasText: /^Grade/ })).toContainText(
    'P, AP, IB, CLEP, W, WF, IP, Planned',
  );
  expect(await axeViolations(page)).toEqual([]);

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('transcript-template.csv');
  expect((await readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Term,Year,Course Code,Course Title,Credits,Grade,Science,Expected Grade,Subject,Academic Status,Term Type,Credit Type,Institution,Counts Toward',
  );

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose CSV File' }).click(),
  ]);
  await chooser.setFiles({
    name: 'courses.csv',
    mimeType: 'text/csv',
    buffer: await readFile(await exported.path()),
  });
  await expect(dialog).toContainText('courses.csv: 3 to add, 0 refused.');
  const preview = dialog.getByRole('table', { name: 'Courses to add' });
  await expect(preview.getByRole('row').filter({ hasText: 'COMM 110' })).toContainText('P');
  await expect(preview.getByRole('row').filter({ hasText: 'BCHM 301' })).toContainText('Planned');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A grade it cannot read is refused with the column named.
  await page.getByLabel('Transcript CSV file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Course Title,Course Code,Credits,Grade,Term,Year\nBiology,BIO 1,4,E,Fall,2024\n'),
  });
  await expect(dialog.getByRole('table', { name: 'Refused rows' })).toContainText(
    '1Grade: "E" is not a letter (A+ to F) or a mark (P, AP, IB, CLEP, W, WF, IP, Planned)',
  );
});

test('the DAT form fills in the Academic Average as the sections are typed, until the student types it', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'DAT Scores' }).click();
  await page.getByRole('button', { name: 'Add New Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add DAT Score' });
  const average = dialog.getByLabel('Academic Average');
  // SPEC's default stays for a new form.
  await expect(average).toHaveValue('500');
  await dialog.getByLabel('Test Date').fill('2025-04-12');
  await dialog.getByLabel('Biology').fill('480');
  // (480 + 4 × 500) / 5 = 496
  await expect(average).toHaveValue('500');
  await dialog.getByLabel('General Chemistry').fill('490');
  // 2470 / 5 = 494
  await expect(average).toHaveValue('490');
  await dialog.getByLabel('Organic Chemistry').fill('500');
  await dialog.getByLabel('Perceptual Ability').fill('600');
  await dialog.getByLabel('Reading Comprehension').fill('470');
  await dialog.getByLabel('Quantitative Reasoning').fill('480');
  // 2420 / 5 = 484: Perceptual Ability is not in it.
  await expect(average).toHaveValue('480');

  // The score report says otherwise: the student's figure stays.
  await average.fill('490');
  await dialog.getByLabel('Biology').fill('600');
  await expect(average).toHaveValue('490');
  await dialog.getByRole('button', { name: 'Add Score' }).click();
  await expect(page.getByText('DAT score added successfully')).toBeVisible();

  const latest = page.getByRole('region', { name: 'Latest DAT Score' });
  // All seven sections, SPEC's four first.
  await expect(latest.getByRole('term')).toHaveText([
    'Academic Average',
    'Biology',
    'Perceptual Ability',
    'Reading Comprehension',
    'General Chemistry',
    'Organic Chemistry',
    'Quantitative Reasoning',
  ]);
  await expect(latest.getByRole('definition')).toHaveText(['490', '600', '600', '470', '490', '500', '480']);
  const legend = latest.getByRole('list', { name: 'Score colours' });
  await expect(legend.getByText('570 and up')).toHaveAttribute('data-variant', 'default');
  await expect(legend.getByText('below 500')).toHaveAttribute('data-variant', 'destructive');
  await expect(latest).toContainText('without a colour');

  // On 1-30 the average is rounded to a whole number: 104 / 5 = 20.8.
  await page.getByRole('button', { name: 'Add New Score' }).click();
  await dialog.getByLabel('Test Date').fill('2024-06-15');
  await dialog.getByLabel('Score Scale').selectOption('1-30');
  for (const [label, score] of [
    ['Biology', '21'],
    ['General Chemistry', '20'],
    ['Organic Chemistry', '22'],
    ['Reading Comprehension', '23'],
    ['Quantitative Reasoning', '18'],
  ] as const)
    await dialog.getByLabel(label, { exact: true }).fill(score);
  await expect(average).toHaveValue('21');
});
