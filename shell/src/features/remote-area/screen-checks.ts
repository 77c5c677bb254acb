import { parseAreaScreens, type AreaScreens } from '@predental/contracts/screens';

// The contract's check (zod/mini and zod's core), loaded only for what the shell reads itself:
// a declaration it fetches, or what this browser remembers. The page's copies come checked.
export { parseAreaScreens };

/** The remembered declarations that still pass the contract (an older shell or a hand edit may have left others). */
export function checkRemembered(value: unknown): Record<string, AreaScreens> {
  if (typeof value !== 'object' || value === null) return {};
  const checked: Record<string, AreaScreens> = {};
  for (const [remote, screens] of Object.entries(value)) {
    const parsed = parseAreaScreens(screens);
    if (parsed.ok) checked[remote] = parsed.screens;
  }
  return checked;
}
