import type { AreaScreens, NavSection } from '@predental/contracts/screens';

type Screen = AreaScreens['screens'][number];
/** A screen with its sidebar entry, in the main section for students unless said otherwise. */
export const screen = (
  path: string,
  module: string,
  label: string,
  order: number,
  { adminOnly = false, section = 'main' }: { adminOnly?: boolean; section?: NavSection } = {},
): Screen => ({ path, module, adminOnly, nav: { label, section, order } });
