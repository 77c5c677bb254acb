import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastOptions } from '@predental/design/Toast';

/**
 * Radix's toast (provider, viewport, focus handling) loads with the first toast, not with the page
 * (issue 41: a first paint shows none). It starts loading at the visitor's first press or key,
 * the actions toasts answer, so it is there when a request fails, even for want of a network.
 */
const loadToasts = () => import('@predental/design/Toast');
const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (SPEC §4/§9); the first one mounts the toaster. */
export function toast(options: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // A chunk that cannot load loses this toast, not the page.
  loadToasts().then(
    ({ toast: show }) => show(options),
    () => undefined,
  );
}

/** Mount once per app: the toaster, from the first toast on. */
export function LazyToaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  useEffect(() => {
    const warm = () => void loadToasts().catch(() => undefined);
    const options = { once: true, capture: true, passive: true };
    window.addEventListener('pointerdown', warm, options);
    window.addEventListener('keydown', warm, options);
    return () => {
      window.removeEventListener('pointerdown', warm, options);
      window.removeEventListener('keydown', warm, options);
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
