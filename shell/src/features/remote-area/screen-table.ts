import type { NavSection } from '@predental/contracts/screens';
import { compareText } from '@predental/design/text';
import type { DeclaredArea, ScreenDeclarations } from './screen-declarations';

export interface ScreenRoute {
  path: string;
  remote: string;
  module: string;
  headingFirst: boolean;
}

/**
 * The routes the remotes declare. The shell's own pages keep their paths, and a path two
 * remotes claim goes to the first in the manifest: a team's mistake costs its screen, not the page.
 */
export function screenRoutes(declared: DeclaredArea[], shellPaths: readonly string[]): ScreenRoute[] {
  const taken = new Set(shellPaths);
  const routes: ScreenRoute[] = [];
  for (const { remote, screens } of declared) {
    for (const { path, module, headingFirst = false } of screens.screens) {
      if (taken.has(path)) {
        console.error(`The ${remote} remote declares ${path}, which another page already has; left out`);
        continue;
      }
      taken.add(path);
      routes.push({ path, remote, module, headingFirst });
    }
  }
  return routes;
}

export interface NavEntry {
  to: string;
  label: string;
  section: NavSection;
  order: number;
  adminOnly?: boolean;
}

export interface SidebarNav {
  main: NavEntry[];
  admin: NavEntry[];
}

/** The sidebar: the shell's entries and the remotes' in one order; Administration and admin-only entries for admins only. */
export function sidebarNav(
  shellEntries: NavEntry[],
  declared: DeclaredArea[],
  routes: ScreenRoute[],
  isAdmin: boolean,
): SidebarNav {
  const routed = new Set(routes.map((route) => `${route.remote} ${route.path}`));
  const declaredEntries = declared.flatMap(({ remote, screens }) =>
    screens.screens.flatMap(({ path, adminOnly, nav }) =>
      nav && routed.has(`${remote} ${path}`) ? [{ to: path, adminOnly, ...nav }] : [],
    ),
  );
  const visible = [...shellEntries, ...declaredEntries]
    .filter((entry) => isAdmin || (!entry.adminOnly && entry.section !== 'admin'))
    .sort((a, b) => a.order - b.order || compareText(a.label, b.label));
  return {
    main: visible.filter((entry) => entry.section === 'main'),
    admin: visible.filter((entry) => entry.section === 'admin'),
  };
}

/** One remote's part of a slot. */
export interface SlotContribution {
  remote: string;
  module: string;
}

/** What the remotes render in one of the shell's slots, every area's in one order (ties in manifest order). */
export function slotContributions(declared: DeclaredArea[], slot: string): SlotContribution[] {
  return declared
    .flatMap(({ remote, screens }) =>
      (screens.contributions ?? [])
        .filter((c) => c.slot === slot)
        .map(({ module, order }) => ({ remote, module, order })),
    )
    .sort((a, b) => a.order - b.order)
    .map(({ remote, module }) => ({ remote, module }));
}

/** One widget in a slot of a shell screen: a remote's module, or an area whose declaration is unknown. */
export type SlotWidget = { key: string; remote: string; module: string } | { key: string; unavailableArea: string };

/**
 * A widget slot's contents (the dashboard's cards, the summary's sections), every area's in one
 * order. An area whose declaration could not be read (its remote down on a first visit) may have
 * widgets there nobody knows of: a slot that must be whole, like the printed summary, shows that
 * area's error card after the rest; the dashboard leaves it out, as the first steps do.
 */
export function slotWidgets(
  { declared, unavailable }: ScreenDeclarations,
  slot: string,
  { showUnknownAreas }: { showUnknownAreas: boolean },
): SlotWidget[] {
  const widgets: SlotWidget[] = slotContributions(declared, slot).map(({ remote, module }) => ({
    key: `${remote}/${module}`,
    remote,
    module,
  }));
  if (!showUnknownAreas) return widgets;
  return [...widgets, ...unavailable.map((area) => ({ key: `unavailable ${area}`, unavailableArea: area }))];
}
