/**
 * The slots the shell's screens host, by the name a remote's contribution gives (src/screens.ts).
 * A file of its own: the shell's screens read it without the declarations' checks (zod).
 */
export const SLOTS = {
  /** The dashboard's first steps: one step each, ticked off from the student's own data. */
  dashboardFirstSteps: 'dashboard-first-steps',
} as const;
