import { sharedLibraryProblems, type RemoteSharedLibrary } from '../src/features/remote-area/shared-libraries';

/** What the shell shares today (its own versions, as the federation runtime lists them). */
const PAGE = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '6.30.6',
  'styled-components': '6.6.0',
  '@apollo/client': '3.14.1',
};

/** The shared list of a remote built like ours: every singleton, with its package.json range. */
function remoteShared(changes: Record<string, Partial<RemoteSharedLibrary> | null> = {}): RemoteSharedLibrary[] {
  const built: RemoteSharedLibrary[] = [
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.1.0' },
    { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.1.0' },
    { name: 'react-router-dom', version: '6.30.6', singleton: true, requiredVersion: '^6.30.0' },
    { name: 'styled-components', version: '6.6.0', singleton: true, requiredVersion: '^6.1.0' },
    { name: '@apollo/client', version: '3.14.1', singleton: true, requiredVersion: '^3.13.0' },
  ];
  return built.flatMap((library) => {
    const change = changes[library.name];
    if (change === null) return [];
    return [{ ...library, ...change }];
  });
}

describe('the shared libraries check of a remote', () => {
  it('accepts a remote built against the same versions', () => {
    expect(sharedLibraryProblems('academics', remoteShared(), PAGE)).toEqual([]);
  });

  it('accepts older minors and extra shared libraries the page does not share', () => {
    const shared = [
      ...remoteShared({ react: { version: '19.0.0', requiredVersion: '^19.0.0' } }),
      { name: 'zod', version: '4.1.0', singleton: false, requiredVersion: '^4.1.0' },
    ];
    expect(sharedLibraryProblems('academics', shared, PAGE)).toEqual([]);
  });

  it('refuses a remote that requires another major, naming the remote, library and both versions', () => {
    expect(sharedLibraryProblems('academics', remoteShared({ react: { requiredVersion: '^18.3.1' } }), PAGE)).toEqual([
      'academics requires react ^18.3.1, but this page has react 19.3.1',
    ]);
  });

  it('refuses a remote that requires a newer minor than the page has', () => {
    expect(
      sharedLibraryProblems('schools', remoteShared({ 'styled-components': { requiredVersion: '^6.9.0' } }), PAGE),
    ).toEqual(['schools requires styled-components ^6.9.0, but this page has styled-components 6.6.0']);
  });

  it('refuses a remote built against another major even when its range lets the page version through', () => {
    const shared = remoteShared({
      react: { version: '18.3.1', requiredVersion: '>=18' },
      'react-dom': { version: '18.3.1', requiredVersion: '>=18' },
    });
    expect(sharedLibraryProblems('experience', shared, PAGE)).toEqual([
      'experience was built with react 18.3.1, but this page has react 19.3.1',
      'experience was built with react-dom 18.3.1, but this page has react-dom 19.3.1',
    ]);
  });

  it('refuses a remote that does not share a singleton (it would bring a second copy)', () => {
    expect(sharedLibraryProblems('admin', remoteShared({ '@apollo/client': null }), PAGE)).toEqual([
      'admin does not share @apollo/client and would run its own copy, while this page has @apollo/client 3.14.1',
    ]);
  });

  it('refuses a remote that shares a singleton library without singleton: true', () => {
    expect(sharedLibraryProblems('admin', remoteShared({ 'react-router-dom': { singleton: false } }), PAGE)).toEqual([
      'admin shares react-router-dom without singleton: true, while this page has react-router-dom 6.30.6',
    ]);
  });

  it('lists every problem of a remote, by library name whatever order the page lists them in', () => {
    const shared = remoteShared({
      react: { requiredVersion: '^18.3.1' },
      'react-dom': { requiredVersion: '^18.3.1' },
      'react-router-dom': { version: '7.9.0', requiredVersion: '^7.9.0' },
    });
    const reversedPage = Object.fromEntries(Object.entries(PAGE).reverse());
    expect(sharedLibraryProblems('academics', shared, reversedPage)).toEqual([
      'academics requires react ^18.3.1, but this page has react 19.3.1',
      'academics requires react-dom ^18.3.1, but this page has react-dom 19.3.1',
      'academics requires react-router-dom ^7.9.0, but this page has react-router-dom 6.30.6',
    ]);
  });

  describe('prerelease versions', () => {
    it('accepts a page prerelease inside the range (a canary of a later minor)', () => {
      expect(
        sharedLibraryProblems('academics', remoteShared(), { ...PAGE, react: '19.4.0-canary-6a1b2c3-20260101' }),
      ).toEqual([]);
    });

    it('refuses a page on a prerelease of the next major', () => {
      expect(sharedLibraryProblems('academics', remoteShared(), { ...PAGE, react: '20.0.0-rc.1' })).toEqual([
        'academics requires react ^19.1.0, but this page has react 20.0.0-rc.1',
      ]);
    });

    it('accepts a remote whose range starts at a release candidate', () => {
      expect(
        sharedLibraryProblems(
          'academics',
          remoteShared({ react: { version: '19.0.0-rc.1', requiredVersion: '^19.0.0-rc.1' } }),
          PAGE,
        ),
      ).toEqual([]);
    });
  });

  describe('ranges beyond a caret', () => {
    it.each(['*', '', '19', '19.x', '18.x || 19.x', '>=18 <20', '~19.3.0', '19.1.0 - 19.4.0', '>=17'])(
      'accepts %p',
      (range) => {
        expect(sharedLibraryProblems('academics', remoteShared({ react: { requiredVersion: range } }), PAGE)).toEqual(
          [],
        );
      },
    );

    it.each(['<19', '~19.1.0', '^19.4.0', '19.3.0', '^20.0.0'])(
      'refuses %p, which 19.3.1 does not satisfy',
      (range) => {
        expect(sharedLibraryProblems('academics', remoteShared({ react: { requiredVersion: range } }), PAGE)).toEqual([
          `academics requires react ${range}, but this page has react 19.3.1`,
        ]);
      },
    );

    it.each(['workspace:*', 'latest', 'npm:react@^19', 'file:../react', 'not a range'])(
      'refuses %p, which no version can be checked against',
      (range) => {
        expect(sharedLibraryProblems('academics', remoteShared({ react: { requiredVersion: range } }), PAGE)).toEqual([
          `academics requires react ${range}, but this page has react 19.3.1`,
        ]);
      },
    );

    it('checks only the built version when the remote requires none (requiredVersion false)', () => {
      expect(sharedLibraryProblems('academics', remoteShared({ react: { requiredVersion: false } }), PAGE)).toEqual([]);
      expect(
        sharedLibraryProblems(
          'academics',
          remoteShared({ react: { requiredVersion: false, version: '18.2.0' } }),
          PAGE,
        ),
      ).toEqual(['academics was built with react 18.2.0, but this page has react 19.3.1']);
    });

    it('treats a minor before 1.0 as a major', () => {
      const page = { 'tiny-lib': '0.5.0' };
      expect(
        sharedLibraryProblems(
          'academics',
          [{ name: 'tiny-lib', version: '0.4.2', singleton: true, requiredVersion: '>=0.4.0' }],
          page,
        ),
      ).toEqual(['academics was built with tiny-lib 0.4.2, but this page has tiny-lib 0.5.0']);
      expect(
        sharedLibraryProblems(
          'academics',
          [{ name: 'tiny-lib', version: '0.5.3', singleton: true, requiredVersion: '^0.5.0' }],
          page,
        ),
      ).toEqual([]);
    });
  });
});
