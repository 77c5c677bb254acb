/**
 * The slots the shell's screens host, by the name a remote's contribution gives (src/screens.ts).
 * A file of its own: the shell's screens read it without the declarations' checks (zod).
 */
export const SLOTS = {
  /** The dashboard's first steps: one step each, ticked off from the student's own data. */
  dashboardFirstSteps: 'dashboard-first-steps',
  /** The dashboard's cards, side by side on a wide screen: GPA (academics), hours (experience). */
  dashboardCards: 'dashboard-cards',
  /** The dashboard's full-width panels under the cards: DAT scores, hours over time, recent entries. */
  dashboardPanels: 'dashboard-panels',
  /**
   * The application summary's sections under the profile, one per area: academics, experience,
   * favorite schools. A section's root says aria-busy until it has drawn: those after it show then.
   */
  applicationSummarySections: 'application-summary-sections',
} as const;
