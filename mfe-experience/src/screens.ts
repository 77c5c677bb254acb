import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The experience screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Experience',
  screens: [
    { path: '/shadowing', module: 'Shadowing', nav: { label: 'Shadowing Hours', section: 'main', order: 40 } },
    { path: '/volunteer', module: 'Volunteer', nav: { label: 'Volunteer Hours', section: 'main', order: 50 } },
  ],
  // The dashboard's first steps go courses (10), hours (20), DAT (30), schools (40).
  contributions: [{ slot: SLOTS.dashboardFirstSteps, module: 'HoursStep', order: 20 }],
} satisfies AreaScreensDeclaration;
