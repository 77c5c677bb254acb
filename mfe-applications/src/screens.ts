import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The applications screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Applications',
  screens: [
    // After the explorer (70): a student picks schools there, then tracks applying to them here.
    {
      path: '/applications',
      module: 'Applications',
      nav: { label: 'Applications', section: 'main', order: 75 },
      headingFirst: true,
    },
    // Right under Applications: the letters go with the applications they are for.
    {
      path: '/applications/letters',
      module: 'Letters',
      nav: { label: 'Letters of Evaluation', section: 'main', order: 76 },
      headingFirst: true,
    },
    // After the admin's dashboard (10) and schools (20): students read the cycle, only admins change it.
    {
      path: '/admin/application-cycle',
      module: 'CycleSettings',
      adminOnly: true,
      nav: { label: 'Application Cycle', section: 'admin', order: 30 },
      headingFirst: true,
    },
    // After the letters: the statement goes to every school of the list.
    {
      path: '/applications/personal-statement',
      module: 'PersonalStatement',
      nav: { label: 'Personal Statement', section: 'main', order: 77 },
      headingFirst: true,
    },
  ],
  // Each slot's order is shared by every area (mfe-academics/src/screens.ts lists them all).
  contributions: [
    { slot: SLOTS.dashboardPanels, module: 'NextDeadlines', order: 40 },
    { slot: SLOTS.applicationSummarySections, module: 'AppliedSchools', order: 40 },
    // Letters of evaluation, right after the schools they are for.
    { slot: SLOTS.applicationSummarySections, module: 'AppliedLetters', order: 44 },
    { slot: SLOTS.applicationSummarySections, module: 'FinalStatement', order: 45 },
  ],
} satisfies AreaScreensDeclaration;
