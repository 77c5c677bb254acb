import { SLOTS } from './slots';

/** The shell's pages a visitor sees signed out: no remote's code is needed there. */
export const PUBLIC_PATHS: readonly string[] = ['/', '/auth'];

/**
 * The slots each of the shell's own pages hosts, by path: their contributions come with the page,
 * so the shell and the entry's preload hints fetch them as soon as the path is known.
 */
export const PAGE_SLOTS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [SLOTS.dashboardFirstSteps, SLOTS.dashboardCards, SLOTS.dashboardPanels],
  '/application-summary': [SLOTS.applicationSummarySections],
};

/** The id of the script element in a signed-in page's HTML that holds the list of remotes (/remotes.json's answer). */
export const REMOTES_SCRIPT_ID = 'predental-remotes';

/**
 * The id of the script element in a signed-in page's HTML that holds the remotes' files the shell
 * reads first (the path's mf-manifest.json), by the address it would fetch them at.
 */
export const REMOTE_FILES_SCRIPT_ID = 'predental-remote-files';

/**
 * The id of the script element in a signed-in page's HTML that holds each remote's screen
 * declaration as the entry checked it (parseAreaScreens' result, never the file as served), by
 * the address of its screens.json. The shell uses these without checking them again; a
 * declaration the entry refused is not there, and the shell fetches and checks it itself.
 */
export const CHECKED_SCREENS_SCRIPT_ID = 'predental-checked-screens';

/**
 * Whether a page still says it is loading, the way the design system shows a wait: a region marked
 * aria-busy, or a status whose label or text starts with "Loading" (spinners, QueryState). The shell
 * opens localStorage only once this is false; the script budgets end a visit there. Self-contained,
 * with no named function inside, so tests can run it in the page as it is.
 */
export const pageShowsLoading = (root: ParentNode): boolean =>
  root.querySelector('[aria-busy="true"]') !== null ||
  [...root.querySelectorAll('[role="status"]')].some((element) =>
    /^Loading\b/.test(element.getAttribute('aria-label') ?? element.textContent ?? ''),
  );
