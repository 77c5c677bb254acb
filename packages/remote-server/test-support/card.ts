import type { Page } from '@playwright/test';

/** A card on a screen (a widget, a summary, a chart): the section under that exact heading. */
export const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
