import type { KindHeading } from '../lib/kind-screen';

/** The shadowing screen's heading, drawn before its kind's code (ShadowingScreen). */
export const SHADOWING_HEADING = {
  name: 'shadowing',
  pageTitle: 'Shadowing Hours',
  subtitle: 'Log the time you spend shadowing dentists and track it against your goal.',
} as const satisfies KindHeading;
