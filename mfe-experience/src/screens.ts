import type { AreaScreensDeclaration } from '@predental/contracts/screens';

/** The experience screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Experience',
  screens: [
    { path: '/shadowing', module: 'Shadowing', nav: { label: 'Shadowing Hours', section: 'main', order: 40 } },
    { path: '/volunteer', module: 'Volunteer', nav: { label: 'Volunteer Hours', section: 'main', order: 50 } },
  ],
} satisfies AreaScreensDeclaration;
