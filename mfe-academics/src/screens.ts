import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The academics screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Academics',
  screens: [
    { path: '/coursework', module: 'Coursework', nav: { label: 'Coursework', section: 'main', order: 30 } },
    { path: '/aadsas-gpa', module: 'AadsasGpa', nav: { label: 'AADSAS GPA', section: 'main', order: 32 } },
    { path: '/dat', module: 'Dat', nav: { label: 'DAT Scores', section: 'main', order: 60 } },
  ],
  // The dashboard's first steps go courses (10), hours (20), DAT (30), schools (40).
  contributions: [
    { slot: SLOTS.dashboardFirstSteps, module: 'CoursesStep', order: 10 },
    { slot: SLOTS.dashboardFirstSteps, module: 'DatStep', order: 30 },
  ],
} satisfies AreaScreensDeclaration;
