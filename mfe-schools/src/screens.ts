import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The schools screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Schools',
  screens: [
    {
      path: '/dental-schools',
      module: 'Explorer',
      nav: { label: 'Dental Schools', section: 'main', order: 70 },
      headingFirst: true,
    },
  ],
  // Each slot's order is shared by every area (mfe-academics/src/screens.ts lists them all).
  contributions: [
    { slot: SLOTS.dashboardFirstSteps, module: 'FavoritesStep', order: 40 },
    { slot: SLOTS.applicationSummarySections, module: 'ApplicationFavorites', order: 30 },
  ],
} satisfies AreaScreensDeclaration;
