/** SPEC §9: entries are logged in half hours. */
export const HOURS_MIN = 0.5;
export const HOURS_STEP = 0.5;
export const MAX_ENTRY_HOURS = 24;

/**
 * Whether a number is a whole number of half steps (hours and goals, SPEC §9). Exact: doubling
 * a float never rounds, so 0.75 or 1.0000001 fail where float modulo would pass or fail by luck.
 */
export function isHalfStep(value: number): boolean {
  return Number.isInteger(value * 2);
}
