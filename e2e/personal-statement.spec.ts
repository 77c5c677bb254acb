import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { register } from './support';

// Entrance animations would have axe measure a toast's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('a student writes a statement, compares two versions, loses no word offline and marks one final', async ({
  page,
  context,
}) => {
  await register(page);
  await page.goto('/applications/personal-statement');
  await page.getByLabel('Title').fill('Why oral health');
  await page.getByRole('button', { name: 'New statement' }).click();

  const editor = page.getByLabel('Your statement');
  const saveStatus = page.getByRole('status').filter({ hasText: /^(Saved|Saving…|Not saved.*)$/ });
  await expect(page.getByText('What motivated you to pursue a career in oral health?')).toBeVisible();
  await editor.fill('I want to help people smile.');
  await expect(page.getByRole('group', { name: 'Counts' })).toContainText('28 characters of 4,500');
  await expect(page.getByRole('group', { name: 'Counts' })).toContainText('4,472 characters left');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('table', { name: 'Version history' }).getByRole('row')).toHaveCount(2);
  await editor.fill('I want to help children smile again.');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('table', { name: 'Version history' }).getByRole('row')).toHaveCount(3);

  await expect(page.getByRole('region', { name: /^Version 1 .*removals struck through$/ }).locator('del')).toHaveText(
    'people',
  );
  await expect(page.getByRole('region', { name: /^Version 2 .*additions underlined$/ }).locator('ins')).toHaveText([
    'children',
    /again/,
  ]);

  // Offline mid-sentence: the words typed stay, and reach the server once it is back.
  await editor.press('End');
  await editor.pressSequentially(' Dentistry');
  await context.setOffline(true);
  await editor.pressSequentially(' is my calling.');
  await expect(saveStatus).toHaveText('Not saved: kept in this browser until the server can be reached');
  await context.setOffline(false);
  await expect(saveStatus).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Your statement')).toHaveValue(
    'I want to help children smile again. Dentistry is my calling.',
  );
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole('button', { name: /^Mark Version 2 .* final$/ }).click();
  const history = page.getByRole('table', { name: 'Version history' });
  await expect(history.getByRole('row').nth(2).getByRole('cell').last()).toHaveText('Final');
  await expect(history.getByRole('button', { name: /^Mark Version 2 / })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'My statements' })).toContainText('36 characters');

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});
