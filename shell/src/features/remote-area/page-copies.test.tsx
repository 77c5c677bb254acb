import { REMOTE_FILES_SCRIPT_ID } from '@predental/contracts/shell-pages';
import { manifestsInPage, takePageCopy } from './page-copies';

// jsdom has no fetch API; Response.json is all the plugin uses of it.
globalThis.Response ??= {
  json: (value: unknown) => ({ json: () => Promise.resolve(value) }),
} as unknown as typeof Response;

const screens = { area: 'Academics', screens: [] };
const manifest = { id: 'academics' };

beforeAll(() => {
  const files = { '/remotes/academics/screens.json': screens, '/remotes/academics/mf-manifest.json': manifest };
  document.head.innerHTML = `<script type="application/json" id="${REMOTE_FILES_SCRIPT_ID}">${JSON.stringify(files)}</script>`;
});

describe("the page's copies of the remotes' files", () => {
  it('are handed out once, by full or page-relative address, so Retry and later pages fetch the file', () => {
    expect(takePageCopy(`${window.location.origin}/remotes/academics/screens.json`)).toEqual(screens);
    expect(takePageCopy('/remotes/academics/screens.json')).toBeUndefined();
    expect(document.getElementById(REMOTE_FILES_SCRIPT_ID)).toBeNull();
  });

  it("give the federation runtime a manifest once, and leave the next read to the runtime's own fetch", async () => {
    const fetchManifest = (url: string) => manifestsInPage.fetch!(url, {}) as Promise<Response> | undefined;
    const response = await fetchManifest('/remotes/academics/mf-manifest.json');
    await expect(response?.json()).resolves.toEqual(manifest);
    expect(fetchManifest('/remotes/academics/mf-manifest.json')).toBeUndefined();
    expect(fetchManifest('/remotes/schools/mf-manifest.json')).toBeUndefined();
  });
});
