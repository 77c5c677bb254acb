import { expect, type Page } from '@playwright/test';
import { card } from '@predental/remote-server/test-support/card';

export interface NewCourse {
  name: string;
  code: string;
  credits: string;
  /** A letter, or a mark (P, AP, IB, CLEP, W, WF, IP, Planned) that sets the credit type. */
  grade: string;
  /** For IP and Planned: the expected letter. */
  expectedGrade?: string;
  science?: boolean;
  /** The optional AADSAS details, each by the label the dialog shows. */
  aadsas?: { institution: string; subject: string; status: string; termType: string };
  /** The transcript's name of the term, in the AADSAS details. */
  termLabel?: string;
}

/** The course most stories start a transcript with: 4 science credits at an A. */
export const GENERAL_BIOLOGY: NewCourse = {
  name: 'General Biology',
  code: 'BIO 101',
  credits: '4',
  grade: 'A',
  science: true,
};

/** Opens and fills the Add New Course dialog as a student would (the coursework page must be open); the dialog. */
export async function fillNewCourse(page: Page, course: NewCourse) {
  await page.getByRole('button', { name: 'Add New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  await dialog.getByLabel('Course Name').fill(course.name);
  await dialog.getByLabel('Course Code').fill(course.code);
  await dialog.getByLabel('Credits').fill(course.credits);
  await dialog.getByLabel('Grade', { exact: true }).selectOption(course.grade);
  if (course.expectedGrade) await dialog.getByLabel('Expected Grade').selectOption(course.expectedGrade);
  if (course.science) await dialog.getByLabel('Science course').check();
  if (course.aadsas) {
    await dialog.getByText('AADSAS details (optional)').click();
    await dialog.getByLabel('Institution').fill(course.aadsas.institution);
    await dialog.getByLabel('Subject').selectOption(course.aadsas.subject);
    await dialog.getByLabel('Academic Status').selectOption({ label: course.aadsas.status });
    await dialog.getByLabel('Term Type').selectOption({ label: course.aadsas.termType });
  }
  if (course.termLabel) {
    if (!course.aadsas) await dialog.getByText('AADSAS details (optional)').click();
    await dialog.getByLabel('Term Label').fill(course.termLabel);
  }
  return dialog;
}

/** Fills and submits the Add New Course dialog (the coursework page must be open); the dialog, for what follows. */
export async function submitNewCourse(page: Page, course: NewCourse) {
  const dialog = await fillNewCourse(page, course);
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  return dialog;
}

/** Changes one course's grade through its Edit Course dialog and waits for the toast. */
export async function changeGrade(page: Page, courseName: string, grade: string) {
  await page.getByRole('button', { name: `Edit ${courseName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await edit.getByLabel('Grade', { exact: true }).selectOption(grade);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully')).toBeVisible();
}

/** The GPA cards read these figures (as the page shows them: '3.10', '10'). */
export async function expectGpaCards(page: Page, figures: { overall: string; science: string; credits: string }) {
  await expect(card(page, 'Overall GPA')).toContainText(figures.overall);
  await expect(card(page, 'Science GPA')).toContainText(figures.science);
  await expect(card(page, 'Total Credits')).toContainText(figures.credits);
}
