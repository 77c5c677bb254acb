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

beforeAll(() => {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/remotes/academics/remoteEntry.js">' +
    '<link rel="preload" as="script" href="/remotes/academics/__federation_expose_Screen.1.js">';
});

describe("remotes whose scripts the page's HTML asks for", () => {
  it('are not preloaded again by the runtime on the page they were hinted for', async () => {
    await expect(preloaded(['academics', 'schools'])).resolves.toEqual(['schools']);
  });

  it('are preloaded as before once the page has moved to another path', async () => {
    window.history.pushState({}, '', '/elsewhere');
    await expect(preloaded(['academics', 'schools'])).resolves.toEqual(['academics', 'schools']);
  });
});
