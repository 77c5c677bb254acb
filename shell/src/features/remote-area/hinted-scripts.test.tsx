import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { scriptsHintedByPage } from './hinted-scripts';

const options = {
  remotes: [
    { name: 'academics', entry: '/remotes/academics/mf-manifest.json' },
    { name: 'schools', entry: '/remotes/schools/mf-manifest.json' },
  ],
} as unknown as ModuleFederation['options'];

/** The remotes whose preload the plugin leaves to the runtime. */
async function preloaded(remotes: string[]): Promise<string[]> {
  const preloadOps = remotes.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./Screen'] }));
  await scriptsHintedByPage.beforePreloadRemote!({ preloadOps, options, origin: {} as ModuleFederation });
  return preloadOps.map((op) => op.nameOrAlias);
}

/** The runtime reads the schools remote's manifest (the fields the plugin reads). */
function readSchoolsManifest(): void {
  const manifestJson = {
    metaData: { publicPath: 'auto' },
    exposes: [{ name: 'Screen', assets: { js: { sync: ['__federation_expose_Screen.2.js', '380.3.js'] } } }],
  };
  void scriptsHintedByPage.afterLoadManifest!({
    manifestUrl: '/remotes/schools/mf-manifest.json',
    moduleInfo: { name: 'schools' },
    manifestJson,
  } as unknown as Parameters<NonNullable<typeof scriptsHintedByPage.afterLoadManifest>>[0]);
}

const preloadLinks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => new URL(link.href).pathname,
  );

beforeAll(() => {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/remotes/academics/remoteEntry.js">' +
    '<link rel="preload" as="script" href="/remotes/academics/__federation_expose_Screen.1.js">';
});

describe("remotes whose scripts the page's HTML asks for", () => {
  it('are not preloaded again by the runtime on the page they were hinted for', async () => {
    await expect(preloaded(['academics', 'schools'])).resolves.toEqual(['schools']);
  });

  it("have their module's files preloaded from the manifest the runtime read, once, and not by the runtime", async () => {
    readSchoolsManifest();
    await expect(preloaded(['academics', 'schools'])).resolves.toEqual([]);
    await expect(preloaded(['schools'])).resolves.toEqual([]);
    expect(preloadLinks()).toEqual([
      '/remotes/academics/remoteEntry.js',
      '/remotes/academics/__federation_expose_Screen.1.js',
      '/remotes/schools/__federation_expose_Screen.2.js',
      '/remotes/schools/380.3.js',
    ]);
  });

  it('are left to the runtime once the page has moved to another path, unless their manifest was read', async () => {
    window.history.pushState({}, '', '/elsewhere');
    await expect(preloaded(['academics', 'schools'])).resolves.toEqual(['academics']);
  });
});
