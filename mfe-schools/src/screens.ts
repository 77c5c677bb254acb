import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The schools screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Schools',
  screens: [
    { path: '/dental-schools', module: 'Explorer', nav: { label: 'Dental Schools', section: 'main', order: 70 } },
  ],
  // The dashboard's first steps go courses (10), hours (20), DAT (30), schools (40).
  contributions: [{ slot: SLOTS.dashboardFirstSteps, module: 'FavoritesStep', order: 40 }],
} satisfies AreaScreensDeclaration;
