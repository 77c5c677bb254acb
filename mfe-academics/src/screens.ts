import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The academics screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Academics',
  screens: [
    {
      path: '/coursework',
      module: 'Coursework',
      nav: { label: 'Coursework', section: 'main', order: 30 },
      headingFirst: true,
    },
    {
      path: '/aadsas-gpa',
      module: 'AadsasGpa',
      nav: { label: 'AADSAS GPA', section: 'main', order: 32 },
      headingFirst: true,
    },
    { path: '/dat', module: 'Dat', nav: { label: 'DAT Scores', section: 'main', order: 60 }, headingFirst: true },
  ],
  // Each slot's order is shared by every area: the first steps go courses (10), hours (20), DAT (30),
  // schools (40); the dashboard's cards GPA (10), hours (20); its panels DAT (10), hours over time
  // (20), hours by type (25), recent entries (30), next deadlines (40); the summary's sections
  // academics (10), experience (20), schools (30), applications (40), letters (44), the final
  // statement (45).
  contributions: [
    { slot: SLOTS.dashboardFirstSteps, module: 'CoursesStep', order: 10 },
    { slot: SLOTS.dashboardFirstSteps, module: 'DatStep', order: 30 },
    { slot: SLOTS.dashboardCards, module: 'GpaCards', order: 10 },
    { slot: SLOTS.dashboardPanels, module: 'DatTable', order: 10 },
    { slot: SLOTS.applicationSummarySections, module: 'ApplicationAcademics', order: 10 },
  ],
} satisfies AreaScreensDeclaration;
