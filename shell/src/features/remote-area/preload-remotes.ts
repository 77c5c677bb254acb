import { apolloArea } from '../../lib/code';
import { preloadAreaModules } from './remotes';
import { currentScreens, readRemoteScreens } from './use-remote-screens';

/**
 * The remote modules a path draws first: the screen declared at it. A shell page's widgets (the
 * dashboard's slots) are not among them: they load once the page's heading has drawn, so their
 * code does not share the slow link with the heading's (issue 41).
 */
function screensAt(pathname: string): { remote: string; module: string; headingFirst?: boolean }[] {
  const { declared } = currentScreens();
  return declared.flatMap(({ remote, screens: area }) =>
    area.screens
      .filter((screen) => screen.path === pathname)
      .map(({ module, headingFirst }) => ({ remote, module, headingFirst })),
  );
}

/**
 * Fetches the remote whose screen the path is as soon as the page starts (beside React and the
 * session check, rather than after them): its manifest, entry and the screen's files.
 * A remote that fails here is left to the area's own loading, which shows its error card. Not
 * called on a public path, which loads no remote (bootstrap.tsx).
 */
export async function preloadRemotesFor(pathname: string): Promise<void> {
  await readRemoteScreens();
  const screens = screensAt(pathname);
  // Apollo too, which the screen reads through before it paints; not for one that paints its heading
  // first (headingFirst): there Apollo comes after that paint, or Lighthouse counts it as the heading's wait.
  if (screens.some((screen) => !screen.headingFirst)) void apolloArea().catch(() => undefined);
  const byRemote = new Map<string, string[]>();
  for (const { remote, module } of screens) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  await Promise.all(
    [...byRemote].map(([remote, modules]) => preloadAreaModules(remote, modules).catch(() => undefined)),
  );
}
