import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { register } from './support';

// Entrance animations would have axe measure a toast's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const EVALUATORS = [
  { name: 'Dr. Ana Ruiz', email: 'ana.ruiz@example.edu', role: 'Science faculty' },
  { name: 'Dr. Omar Haddad', email: 'omar.haddad@example.com', role: 'Dentist' },
  { name: 'Prof. Lena Park', email: 'lena.park@example.edu', role: 'Non-science faculty' },
];

async function addLetter(page: Page, { name, email, role }: (typeof EVALUATORS)[number]) {
  await page.getByRole('button', { name: 'Add Letter' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Letter of Evaluation' });
  await dialog.getByLabel('Evaluator name').fill(name);
  await dialog.getByLabel('Evaluator email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Add Letter' }).click();
  await expect(page.getByText('Letter added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const MARYLAND = 'University of Maryland School of Dentistry';

test('a student adds three letters of evaluation and completes one', async ({ page }) => {
  await register(page);
  // Maryland's own page states its letters (seed/school-letters.csv): a committee or a science professor, and a dentist.
  const schools = (await (await page.request.get('/api/dental-schools')).json()) as { id: string; name: string }[];
  const schoolId = schools.find((school) => school.name === MARYLAND)!.id;
  expect((await page.request.post('/api/applications', { data: { schoolId } })).status()).toBe(201);
  await page.getByRole('link', { name: 'Letters of Evaluation' }).click();
  await expect(page.getByRole('heading', { name: 'Letters of Evaluation', level: 1 })).toBeVisible();
  await expect(page.getByText('No letters yet')).toBeVisible();

  for (const evaluator of EVALUATORS) await addLetter(page, evaluator);
  const table = page.getByRole('table', { name: 'Letters of evaluation' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3 of 4 individual letters on your AADSAS application.')).toBeVisible();

  await page.getByLabel('Status of Dr. Omar Haddad').selectOption({ label: 'Completed' });
  await expect(page.getByText('Dr. Omar Haddad: Completed')).toBeVisible();
  const haddad = table.getByRole('row').filter({ hasText: 'Dr. Omar Haddad' });
  await expect(haddad.getByLabel('Status of Dr. Omar Haddad')).toHaveValue('completed');
  const schoolLetters = page.getByRole('table', { name: 'Letter requirements of my schools' });
  await expect(schoolLetters.getByRole('row').filter({ hasText: MARYLAND })).toContainText(
    'Not met: needs one more science faculty letter',
  );

  // Deleting it asks first, and says AADSAS already has it.
  await haddad.getByRole('button', { name: 'Delete Dr. Omar Haddad' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('on file with AADSAS');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});
