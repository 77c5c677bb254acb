import * as React from 'react';
import { act, render } from '@testing-library/react';

/**
 * This module and the photo's fresh (React stays the one the testing library renders with), with
 * the document still loading, as a page is when the shell starts.
 */
function loadFresh() {
  jest.resetModules();
  jest.doMock('react', () => React);
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
  return {
    storage: jest.requireActual<typeof import('./local-storage')>('./local-storage'),
    photo: jest.requireActual<typeof import('../features/settings/profile-photo')>(
      '../features/settings/profile-photo',
    ),
  };
}

/** The load event, then the idle callback the shell asked for at it (jsdom has none: a task stands in). */
async function pageLoaded() {
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => localStorage.clear());

test('the avatar shows the letter while the page loads, and the stored photo once it has loaded', async () => {
  localStorage.setItem('profilePhoto:u1', 'data:image/png;base64,AAAA');
  const { photo } = loadFresh();
  const seen: (string | null)[] = [];
  function Avatar() {
    seen.push(photo.useProfilePhoto('u1'));
    return null;
  }
  render(<Avatar />);
  expect(seen).toEqual([null]);
  await pageLoaded();
  expect(seen.at(-1)).toBe('data:image/png;base64,AAAA');
});

test('a write asked for while the page loads waits for its load, or is made as the page goes', async () => {
  let { storage } = loadFresh();
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'first'));
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'second'));
  expect(localStorage.getItem('k')).toBeNull();
  await pageLoaded();
  expect(localStorage.getItem('k')).toBe('second');
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'at once'));
  expect(localStorage.getItem('k')).toBe('at once');

  ({ storage } = loadFresh());
  storage.writeWhenOpened('k', () => localStorage.setItem('k', 'as the page goes'));
  window.dispatchEvent(new Event('pagehide'));
  expect(localStorage.getItem('k')).toBe('as the page goes');
});
