import type { Page } from '@playwright/test';

export interface NewCourse {
  name: string;
  code: string;
  credits: string;
  grade: string;
  science?: boolean;
}

/** Fills and submits the Add New Course dialog as a student would (the coursework page must be open); the dialog, for what follows. */
export async function submitNewCourse(page: Page, course: NewCourse) {
  await page.getByRole('button', { name: 'Add New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  await dialog.getByLabel('Course Name').fill(course.name);
  await dialog.getByLabel('Course Code').fill(course.code);
  await dialog.getByLabel('Credits').fill(course.credits);
  await dialog.getByLabel('Grade').selectOption(course.grade);
  if (course.science) await dialog.getByLabel('Science course').check();
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  return dialog;
}
