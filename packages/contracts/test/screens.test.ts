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
