import { CHECKED_SCREENS_SCRIPT_ID, REMOTE_FILES_SCRIPT_ID } from '@predental/contracts/shell-pages';
import { manifestsInPage, takeCheckedScreens } from './page-copies';

// jsdom has no fetch API; Response.json is all the plugin uses of it.
globalThis.Response ??= {
  json: (value: unknown) => ({ json: () => Promise.resolve(value) }),
} as unknown as typeof Response;

const screens = { area: 'Academics', screens: [] };
const manifest = { id: 'academics' };

const json = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;

beforeAll(() => {
  document.head.innerHTML =
    json(CHECKED_SCREENS_SCRIPT_ID, { '/remotes/academics/screens.json': screens }) +
    json(REMOTE_FILES_SCRIPT_ID, {
      '/remotes/academics/mf-manifest.json': manifest,
      '/remotes/schools/screens.json': {},
    });
});

describe("the page's copies of the remotes' files", () => {
  it('are handed out once, by full or page-relative address, so Retry and later pages fetch the file', () => {
    expect(takeCheckedScreens(`${window.location.origin}/remotes/academics/screens.json`)).toEqual(screens);
    expect(takeCheckedScreens('/remotes/academics/screens.json')).toBeUndefined();
    expect(document.getElementById(CHECKED_SCREENS_SCRIPT_ID)).toBeNull();
  });

  it('give screens only from what the entry checked, never from the files as read', () => {
    expect(takeCheckedScreens('/remotes/schools/screens.json')).toBeUndefined();
  });

  it("give the federation runtime a manifest once, and leave the next read to the runtime's own fetch", async () => {
    const fetchManifest = (url: string) => manifestsInPage.fetch!(url, {}) as Promise<Response> | undefined;
    const response = await fetchManifest('/remotes/academics/mf-manifest.json');
    await expect(response?.json()).resolves.toEqual(manifest);
    expect(fetchManifest('/remotes/academics/mf-manifest.json')).toBeUndefined();
    expect(fetchManifest('/remotes/schools/mf-manifest.json')).toBeUndefined();
  });
});
