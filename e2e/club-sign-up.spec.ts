import { expect } from '@playwright/test';
import { testOnOwnStack } from './own-stack';
import { ADMIN_PASSWORD, answersOperation, register } from './support';

// A stack of its own with one free sign-up an hour per address, and the puzzle at its real cost:
// the shared stack lets every test sign up freely from this machine's one address.
const test = testOnOwnStack('e2e-club-sign-up', { ADMIN_PASSWORD, REGISTER_RATE_LIMIT: '1' });

test('a second student on the same network signs up after the browser solves a short puzzle, told what is happening', async ({
  browser,
  stack,
}) => {
  const first = await browser.newPage({ baseURL: stack.entryUrl });
  await register(first);
  await first.close();

  const page = await browser.newPage({ baseURL: stack.entryUrl });
  const started = Date.now();
  const puzzle = page.waitForResponse((response) => answersOperation(response, 'SignupChallenge'));
  await register(page);
  expect((await puzzle).status()).toBe(200);
  await expect(page.getByText('Registration successful')).toBeVisible();
  // A person waits a second or two (the machine's speed decides), never an hour.
  expect(Date.now() - started).toBeLessThan(30_000);
});
