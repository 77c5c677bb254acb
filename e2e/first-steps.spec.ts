import { expect, test, type Page } from '@playwright/test';
import { validNewScaleDatScore } from '@predental/academics-contract/test-support/examples';
import { validShadowingEntry } from '@predental/experience-contract/test-support/examples';
import { addCourse, register, GENERAL_BIOLOGY } from './support';
import { routeRemote } from './remote-route';

const STEPS = [
  ['Add your courses', '/coursework'],
  ['Log shadowing or volunteer hours', '/shadowing'],
  ['Record a DAT score', '/dat'],
  ['Save schools you like to your favorites', '/dental-schools'],
] as const;

const firstSteps = (page: Page) => page.getByRole('region', { name: 'First steps' });
const step = (page: Page, name: string) => firstSteps(page).getByRole('listitem').filter({ hasText: name });

test('a new student sees the first steps, none done, each ticked off once done, and the list gone after the last', async ({
  page,
}) => {
  await register(page);
  await expect(firstSteps(page).getByRole('listitem')).toHaveText(STEPS.map(([name]) => `${name}To do`));
  for (const [name, path] of STEPS) {
    await expect(firstSteps(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  // SPEC's dashboard stays as written beside it.
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();

  await firstSteps(page).getByRole('link', { name: 'Add your courses' }).click();
  await expect(page).toHaveURL(/\/coursework$/);
  await addCourse(page, GENERAL_BIOLOGY);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(step(page, 'Add your courses')).toHaveText('✓Add your coursesDone');
  for (const [name] of STEPS.slice(1)) await expect(step(page, name)).toHaveText(`${name}To do`);

  const schools = (await (await page.request.get('/api/dental-schools')).json()) as { id: string }[];
  const writes = [
    ['/api/shadowing', validShadowingEntry],
    ['/api/dat', validNewScaleDatScore],
    ['/api/favorites/schools', { schoolId: schools[0]?.id }],
  ] as const;
  for (const [path, data] of writes) expect((await page.request.post(path, { data })).status(), path).toBe(201);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Add New Score' })).toBeVisible();
  await expect(page.getByText('Dr. Sarah Smith')).toBeVisible();
  await expect(firstSteps(page)).toBeHidden();
});

test("with the schools area down, the first steps show the other areas' steps and no error card", async ({ page }) => {
  await routeRemote(page, 'schools', (route) => route.abort());
  await register(page);
  await expect(firstSteps(page).getByRole('listitem').filter({ visible: true })).toHaveText(
    STEPS.slice(0, 3).map(([name]) => `${name}To do`),
  );
  await expect(page.getByText('Schools is unavailable')).toHaveCount(0);
});
