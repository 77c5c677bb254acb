import { parseAreaScreens } from '../src/screens';

const screen = (label: string) => ({ path: '/x', module: 'X', nav: { label, section: 'main', order: 1 } });

describe("a remote's screen declaration names its area and sidebar entries", () => {
  it.each([
    [{ area: ' ', screens: [] }, 'The area name is required'],
    [{ area: 'A'.repeat(41), screens: [] }, 'The area name is at most 40 characters'],
    [{ area: 'Academics', screens: [screen('')] }, 'A sidebar label is required'],
    [{ area: 'Academics', screens: [screen('L'.repeat(41))] }, 'A sidebar label is at most 40 characters'],
  ])('%j: %s', (declaration, message) => {
    const parsed = parseAreaScreens(declaration);
    expect(parsed.ok ? 'ok' : parsed.error).toContain(message);
  });

  it('trims both', () => {
    const parsed = parseAreaScreens({ area: ' Academics ', screens: [screen(' Coursework ')] });
    expect(parsed.ok && [parsed.screens.area, parsed.screens.screens[0]?.nav?.label]).toEqual([
      'Academics',
      'Coursework',
    ]);
  });
});

describe('on zod/mini, as in the shell before any form loads the full zod', () => {
  it("gives zod's English messages", () => {
    jest.isolateModules(() => {
      delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
      const { parseAreaScreens: parse } = jest.requireActual<typeof import('../src/screens')>('../src/screens');
      const parsed = parse({ area: 'Schools', screens: [{ path: 'not a path', module: 42 }] });
      expect(parsed.ok ? 'ok' : parsed.error).toBe(
        '✖ A screen path is lowercase words joined by - and /, such as /dental-schools\n  → at screens[0].path\n' +
          '✖ Invalid input: expected string, received number\n  → at screens[0].module',
      );
    });
  });
});
