import type { AreaScreensDeclaration } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';

/** The experience screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Experience',
  screens: [
    {
      path: '/shadowing',
      module: 'Shadowing',
      nav: { label: 'Shadowing Hours', section: 'main', order: 40 },
      headingFirst: true,
    },
    {
      path: '/volunteer',
      module: 'Volunteer',
      nav: { label: 'Volunteer Hours', section: 'main', order: 50 },
      headingFirst: true,
    },
    // Issue 37: the other AADSAS types' hours, after SPEC's two; then every log grouped as AADSAS's entries.
    {
      path: '/experiences/log',
      module: 'ExperienceLog',
      nav: { label: 'Experience Hours', section: 'main', order: 52 },
      headingFirst: true,
    },
    {
      path: '/experiences',
      module: 'Experiences',
      nav: { label: 'AADSAS Experiences', section: 'main', order: 54 },
      headingFirst: true,
    },
  ],
  // Each slot's order is shared by every area (mfe-academics/src/screens.ts lists them all).
  contributions: [
    { slot: SLOTS.dashboardFirstSteps, module: 'HoursStep', order: 20 },
    { slot: SLOTS.dashboardCards, module: 'HoursCards', order: 20 },
    { slot: SLOTS.dashboardPanels, module: 'HoursChart', order: 20 },
    // Issue 37: every AADSAS type's hours, under the chart of SPEC's two.
    { slot: SLOTS.dashboardPanels, module: 'HoursByType', order: 25 },
    { slot: SLOTS.dashboardPanels, module: 'RecentEntries', order: 30 },
    { slot: SLOTS.applicationSummarySections, module: 'ApplicationExperience', order: 20 },
  ],
} satisfies AreaScreensDeclaration;
