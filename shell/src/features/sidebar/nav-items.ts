import type { NavEntry } from '../remote-area';

/** The shell's own pages in the sidebar; each remote places its entries on the same scale (its src/screens.ts). */
export const shellNav: NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', section: 'main', order: 10 },
  { to: '/application-summary', label: 'Application Summary', section: 'main', order: 20 },
  { to: '/settings', label: 'Settings', section: 'main', order: 1000 },
];
