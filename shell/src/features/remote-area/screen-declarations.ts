import { parseAreaScreens, SCREENS_FILE, type AreaScreens } from '@predental/contracts/screens';
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

export interface ReadOptions {
  manifest: () => Promise<RemoteManifest>;
  /** Fetches a URL's JSON; throws when it does not answer. */
  fetchJson: (url: string) => Promise<unknown>;
  /** What the last read left (checked). */
  remembered: Record<string, AreaScreens>;
  /** Where relative manifest URLs start from (the page's address). */
  base: string;
  /** What the page shows now: an area read unchanged keeps its object, so nothing renders again for it. */
  shown?: DeclaredArea[];
}

export interface ReadResult {
  declarations: ScreenDeclarations;
  /** What to remember for the next visit: the remotes in the manifest only. */
  remember: Record<string, AreaScreens>;
}

/** A remote's screens.json sits next to its mf-manifest.json, wherever that is deployed. */
export const screensUrl = (manifestUrl: string, base: string) => new URL(SCREENS_FILE, new URL(manifestUrl, base)).href;

/** Reads every remote's declaration at once; a remote that is down or declares nonsense costs only its own screens. */
/** The shown areas' objects for those read unchanged, and the shown list itself when none changed. */
function keepShown(shown: DeclaredArea[], read: DeclaredArea[]): DeclaredArea[] {
  const kept = read.map((area) => {
    const same = shown.find((old) => old.remote === area.remote);
    return same && JSON.stringify(same.screens) === JSON.stringify(area.screens) ? same : area;
  });
  return kept.length === shown.length && kept.every((area, index) => area === shown[index]) ? shown : kept;
}

export async function readScreenDeclarations({
  manifest,
  fetchJson,
  remembered,
  base,
  shown = [],
}: ReadOptions): Promise<ReadResult> {
  let remotes: RemoteManifest;
  try {
    remotes = await manifest();
  } catch (error) {
    console.error('Could not read the list of remotes', error);
    const declared = Object.entries(remembered).map(([remote, screens]) => ({ remote, screens }));
    return { declarations: { settled: true, declared, unavailable: [UNKNOWN_AREA] }, remember: remembered };
  }
  const answers = await Promise.all(
    Object.entries(remotes).map(async ([remote, manifestUrl]) => {
      try {
        const parsed = parseAreaScreens(await fetchJson(screensUrl(manifestUrl, base)));
        if (!parsed.ok) throw new Error(parsed.error);
        return { remote, screens: parsed.screens };
      } catch (error) {
        console.error(`Could not read the screens of the ${remote} remote`, error);
        return { remote, screens: remembered[remote] };
      }
    }),
  );
  const declared = keepShown(
    shown,
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
