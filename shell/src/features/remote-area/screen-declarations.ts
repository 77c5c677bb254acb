import type { AreaScreens, parseAreaScreens } from '@predental/contracts/screens';
import { SCREENS_FILE } from '@predental/contracts/screens-file';
import { fallbackAreaName } from './area-name';
import type { RemoteManifest } from './remotes';

/** One remote's screens, as the shell draws them. */
export interface DeclaredArea {
  remote: string;
  screens: AreaScreens;
}

export interface ScreenDeclarations {
  /** False until every remote in the manifest has answered or failed once. */
  settled: boolean;
  /** Each remote's screens: read just now, or the last good ones for a remote that did not answer. */
  declared: DeclaredArea[];
  /** Areas whose screens are unknown (down now, never read in this browser): a path nobody claims may be theirs. */
  unavailable: string[];
}

/** What the manifest failing leaves us: the remotes are unknown, so any unclaimed path may be one of theirs. */
const UNKNOWN_AREA = 'This page';

export interface ReadOptions {
  manifest: () => Promise<RemoteManifest>;
  /** The page's copy of a screens.json, which the entry checked; undefined when there is none. */
  checkedCopy: (url: string) => AreaScreens | undefined;
  /** Fetches a URL's JSON; throws when it does not answer. */
  fetchJson: (url: string) => Promise<unknown>;
  /** The contract's check, for what is fetched (loaded on first use: the page's copies need none). */
  check: () => Promise<typeof parseAreaScreens>;
  /** What the last read left (checked); asked only when a remote has to be fetched, or the list of remotes fails. */
  remembered: () => Promise<Record<string, AreaScreens>>;
  /** Where relative manifest URLs start from (the page's address). */
  base: string;
  /** What the page shows when the answers are in: an area read unchanged keeps its object, so nothing renders again for it. */
  shown?: () => DeclaredArea[];
}

export interface ReadResult {
  declarations: ScreenDeclarations;
  /** What to remember for the next visit: the remotes in the manifest only. */
  remember: Record<string, AreaScreens>;
}

/** A remote's screens.json sits next to its mf-manifest.json, wherever that is deployed. */
export const screensUrl = (manifestUrl: string, base: string) => new URL(SCREENS_FILE, new URL(manifestUrl, base)).href;

/** The shown areas' objects for those read unchanged, and the shown list itself when none changed. */
function keepShown(shown: DeclaredArea[], read: DeclaredArea[]): DeclaredArea[] {
  const kept = read.map((area) => {
    const same = shown.find((old) => old.remote === area.remote);
    return same && JSON.stringify(same.screens) === JSON.stringify(area.screens) ? same : area;
  });
  return kept.length === shown.length && kept.every((area, index) => area === shown[index]) ? shown : kept;
}

/** A declaration fetched now, checked by the contract; throws when it cannot be read or is refused. */
async function fetchChecked(url: string, { fetchJson, check }: ReadOptions): Promise<AreaScreens> {
  const [parse, value] = await Promise.all([check(), fetchJson(url)]);
  const parsed = parse(value);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.screens;
}

/**
 * Reads every remote's declaration at once: the page's checked copy, else fetched and checked; a
 * remote that is down or declares nonsense costs only its own screens.
 */
export async function readScreenDeclarations(options: ReadOptions): Promise<ReadResult> {
  const { manifest, checkedCopy, remembered, base, shown = () => [] } = options;
  let remotes: RemoteManifest;
  try {
    remotes = await manifest();
  } catch (error) {
    console.error('Could not read the list of remotes', error);
    const known = await remembered();
    const declared = Object.entries(known).map(([remote, screens]) => ({ remote, screens }));
    return { declarations: { settled: true, declared, unavailable: [UNKNOWN_AREA] }, remember: known };
  }
  const reads = Object.entries(remotes).map(([remote, manifestUrl]) => {
    const url = screensUrl(manifestUrl, base);
    return { remote, url, copy: checkedCopy(url) };
  });
  // Asked at once when a remote is fetched: what this browser remembers shows meanwhile, and stands in if it fails.
  const fallback = reads.some((read) => !read.copy) ? remembered() : undefined;
  const answers = await Promise.all(
    reads.map(async ({ remote, url, copy }) => {
      if (copy) return { remote, screens: copy };
      try {
        return { remote, screens: await fetchChecked(url, options) };
      } catch (error) {
        console.error(`Could not read the screens of the ${remote} remote`, error);
        return { remote, screens: (await fallback)?.[remote] };
      }
    }),
  );
  const declared = keepShown(
    shown(),
    answers
      .filter((a): a is typeof a & { screens: AreaScreens } => a.screens !== undefined)
      .map(({ remote, screens }) => ({ remote, screens })),
  );
  const unavailable = answers.filter((a) => !a.screens).map((a) => fallbackAreaName(a.remote));
  return {
    declarations: { settled: true, declared, unavailable },
    remember: Object.fromEntries(declared.map(({ remote, screens }) => [remote, screens])),
  };
}
