import type { AreaScreensDeclaration } from '@predental/contracts/screens';

/** The schools screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Schools',
  screens: [
    { path: '/dental-schools', module: 'Explorer', nav: { label: 'Dental Schools', section: 'main', order: 70 } },
  ],
} satisfies AreaScreensDeclaration;
