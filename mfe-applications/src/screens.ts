import type { AreaScreensDeclaration } from '@predental/contracts/screens';

/** The applications screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Applications',
  screens: [
    // After the explorer (70): a student picks schools there, then tracks applying to them here.
    { path: '/applications', module: 'Applications', nav: { label: 'Applications', section: 'main', order: 75 } },
  ],
  contributions: [],
} satisfies AreaScreensDeclaration;
