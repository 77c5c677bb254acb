import { expect, test } from '@playwright/test';
import { holdAnswers, holdRequests } from '../test-support/layout-shift';
import { PHONE_VIEWPORT } from '../test-support/script-budgets';
import { register } from './support';

/** Screens declared headingFirst: their heading paints before Apollo's code and any answer (issue 41's LCP). */
const SCREENS = [
  { path: '/coursework', heading: 'Coursework' },
  { path: '/dat', heading: 'DAT Scores' },
  { path: '/experiences', heading: 'AADSAS Experiences' },
  { path: '/experiences/log', heading: 'Experience Hours' },
  { path: '/applications', heading: 'Applications' },
  { path: '/applications/personal-statement', heading: 'Personal Statement' },
];

type ChunkModules = Record<string, { modules: string[] }>;

test.use({ viewport: PHONE_VIEWPORT });

for (const { path, heading } of SCREENS)
  test(`${path} paints its heading while Apollo's code is held`, async ({ page, request }) => {
    await register(page);
    // Apollo's files as the shell's build lists them: what a shared part drawn with the heading
    // must not pull in (the design system's shared core once did, through the area runtime's).
    const chunks = (await (await request.get('/chunk-modules.json')).json()) as ChunkModules;
    const apolloFiles = Object.keys(chunks).filter((file) =>
      chunks[file]!.modules.some((module) => module.startsWith('@apollo/client/')),
    );
    expect(apolloFiles.length).toBeGreaterThan(0);
    const apollo = await holdRequests(page, '**/*.js', (asked) => {
      const file = new URL(asked.url()).pathname.slice(1);
      return !apolloFiles.includes(file);
    });
    const answers = await holdAnswers(page);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    await apollo.release();
    await answers.release();
  });
