import * as React from 'react';
import { act, render } from '@testing-library/react';

/**
 * This module and the photo's fresh (React stays the one the testing library renders with), with
 * the document still loading and nothing drawn, as a page is when the shell starts.
 */
function loadFresh() {
  jest.resetModules();
  jest.doMock('react', () => React);
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
  document.body.innerHTML = '';
  return {
    storage: jest.requireActual<typeof import('./local-storage')>('./local-storage'),
    photo: jest.requireActual<typeof import('../features/settings/profile-photo')>(
      '../features/settings/profile-photo',
    ),
  };
}

/** The page as it stands after `ms` more (jsdom has no idle callbacks: a task stands in). */
async function after(ms: number, page?: { readyState: DocumentReadyState; body: string }) {
  if (page) {
    Object.defineProperty(document, 'readyState', { configurable: true, value: page.readyState });
    document.body.innerHTML = page.body;
  }
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const LOADED = { readyState: 'complete' as const, body: '<main><h1>Dashboard</h1></main>' };

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('the avatar shows the letter while the page loads, and the stored photo once it has drawn what it loads', async () => {
  localStorage.setItem('profilePhoto:u1', 'data:image/png;base64,AAAA');
  const { photo } = loadFresh();
  const seen: (string | null)[] = [];
  function Avatar() {
    seen.push(photo.useProfilePhoto('u1'));
    return null;
  }
  render(<Avatar />);
  // Loaded, but an area still busy, a spinner or a list's loading text showing: not yet.
  await after(1_000, { readyState: 'complete', body: '<main><div aria-busy="true"></div></main>' });
  await after(1_000, {
    readyState: 'complete',
    body: '<main><span role="status" aria-label="Loading Academics"></span></main>',
  });
  await after(1_000, { readyState: 'complete', body: '<main><p role="status">Loading courses...</p></main>' });
  expect(seen.at(-1)).toBeNull();
  await after(1_000, LOADED);
  expect(seen.at(-1)).toBe('data:image/png;base64,AAAA');
});

test('a page that never stops loading still gets its photo, ten seconds on', async () => {
  localStorage.setItem('profilePhoto:u1', 'data:image/png;base64,AAAA');
  const { storage } = loadFresh();
  void storage.storageOpened();
  await after(9_000, { readyState: 'complete', body: '<main><div aria-busy="true"></div></main>' });
  expect(storage.isStorageOpened()).toBe(false);
  await after(2_000);
  expect(storage.isStorageOpened()).toBe(true);
});

test('a write asked for while the page loads waits for it, or is made as the page goes', async () => {
  let { storage } = loadFresh();
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'first'));
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'second'));
  await after(1_000);
  expect(localStorage.getItem('k')).toBeNull();
  await after(1_000, LOADED);
  expect(localStorage.getItem('k')).toBe('second');
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'at once'));
  expect(localStorage.getItem('k')).toBe('at once');

  ({ storage } = loadFresh());
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'as the page goes'));
  window.dispatchEvent(new Event('pagehide'));
  expect(localStorage.getItem('k')).toBe('as the page goes');
});
