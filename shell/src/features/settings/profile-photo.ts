import { useSyncExternalStore } from 'react';

/** SPEC §3: the photo lives only in this browser, under this key. */
export const PROFILE_PHOTO_KEY = 'profilePhoto';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(PROFILE_PHOTO_KEY);
  } catch {
    return null;
  }
}

export function saveProfilePhoto(photo: string | null) {
  try {
    if (photo) localStorage.setItem(PROFILE_PHOTO_KEY, photo);
    else localStorage.removeItem(PROFILE_PHOTO_KEY);
  } catch (error) {
    console.error('Could not store the profile photo', error);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProfilePhoto(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
