/** SPEC §9: entries are logged in half hours. */
export const HOURS_MIN = 0.5;
export const HOURS_STEP = 0.5;
export const MAX_ENTRY_HOURS = 24;
/** A goal is hours too: at least one, in half hours (goals.ts). */
export const GOAL_MIN = 1;
export const GOAL_STEP = 0.5;
/** An entry's text fields and notes (experience-entry.ts). */
export const MAX_TEXT_LENGTH = 120;
export const MAX_NOTES_LENGTH = 2000;

/**
 * Whether a number is a whole number of half steps (hours and goals, SPEC §9). Exact: doubling
 * a float never rounds, so 0.75 or 1.0000001 fail where float modulo would pass or fail by luck.
 */
export function isHalfStep(value: number): boolean {
  return Number.isInteger(value * 2);
}
