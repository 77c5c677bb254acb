import { expect, test } from '@playwright/test';
import { holdAnswers, holdApollo } from '../test-support/layout-shift';
import { PHONE_VIEWPORT } from '../test-support/script-budgets';
import { register } from './support';

/** Screens declared headingFirst: their heading paints before Apollo's code and any answer (issue 41's LCP). */
const SCREENS = [
  { path: '/coursework', heading: 'Coursework' },
  { path: '/aadsas-gpa', heading: 'AADSAS GPA' },
  { path: '/dat', heading: 'DAT Scores' },
  { path: '/experiences', heading: 'AADSAS Experiences' },
  { path: '/experiences/log', heading: 'Experience Hours' },
  { path: '/applications', heading: 'Applications' },
  { path: '/applications/letters', heading: 'Letters of Evaluation' },
  { path: '/applications/personal-statement', heading: 'Personal Statement' },
];

test.use({ viewport: PHONE_VIEWPORT });

for (const { path, heading } of SCREENS)
  test(`${path} paints its heading while Apollo's code is held`, async ({ page }) => {
    await register(page);
    await holdApollo(page);
    await holdAnswers(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
