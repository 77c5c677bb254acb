import { useSyncExternalStore } from 'react';
import { isStorageOpened, onStorageOpened } from '../../lib/local-storage';

/**
 * SPEC §3: the photo lives only in this browser, under the profile photo key. The key carries
 * the user's id, so whoever signs in next on the same browser never sees someone else's photo.
 * It is read once the page has loaded (local-storage.ts): until then the avatar shows the letter.
 */
const PROFILE_PHOTO_KEY = 'profilePhoto';
const keyOf = (userId: string) => `${PROFILE_PHOTO_KEY}:${userId}`;

const listeners = new Set<() => void>();

function read(userId: string): string | null {
  if (!isStorageOpened()) return null;
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

/** Saved as soon as it is chosen, removed when cleared (null); every avatar follows at once. */
export function saveProfilePhoto(userId: string, photo: string | null) {
  try {
    if (photo) localStorage.setItem(keyOf(userId), photo);
    else localStorage.removeItem(keyOf(userId));
  } catch (error) {
    console.error('Could not store the profile photo', error);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopWaiting = onStorageOpened(listener);
  return () => {
    listeners.delete(listener);
    stopWaiting();
  };
}

export function useProfilePhoto(userId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => null,
  );
}
