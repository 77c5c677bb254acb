import { PAGE_SLOTS, PUBLIC_PATHS } from '@predental/contracts/shell-pages';
import { preloadAreaModules } from './remotes';
import { slotContributions, type SlotContribution } from './screen-table';
import { currentScreens, readRemoteScreens } from './use-remote-screens';

/** The remote modules a path renders: the screen declared at it, and the contributions to its page's slots. */
function modulesFor(pathname: string): SlotContribution[] {
  const { declared } = currentScreens();
  const screens = declared.flatMap(({ remote, screens: area }) =>
    area.screens.filter((screen) => screen.path === pathname).map(({ module }) => ({ remote, module })),
  );
  return [...screens, ...(PAGE_SLOTS[pathname] ?? []).flatMap((slot) => slotContributions(declared, slot))];
}

/**
 * Fetches every remote a path needs at once, as soon as the page starts (beside React and the
 * session check, rather than after them): each remote's manifest, entry and its modules' files.
 * A remote that fails here is left to the area's own loading, which shows its error card.
 */
export async function preloadRemotesFor(pathname: string): Promise<void> {
  if (PUBLIC_PATHS.includes(pathname)) return;
  await readRemoteScreens();
  const byRemote = new Map<string, string[]>();
  for (const { remote, module } of modulesFor(pathname))
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  await Promise.all(
    [...byRemote].map(([remote, modules]) => preloadAreaModules(remote, modules).catch(() => undefined)),
  );
}
