import { Suspense, useState, type ReactNode } from 'react';

/**
 * Draws `children` (a dialog its screen loads on demand, with React's `lazy`) from the first time
 * `open` holds, and keeps it drawn after, so it closes as it always did and gives focus back. The
 * screen then fetches a dialog's code, and its form and dialog libraries, only when it is opened.
 */
export function WhenFirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
