import { academicsRoutes } from './academics/routes';
import { applicationsRoutes } from './applications/routes';
import { calendarRoutes } from './applications/calendar-routes';
import { letterRoutes } from './applications/letter-routes';
import { statementRoutes } from './applications/statement-routes';
import { experienceEntryRoutes } from './experience/experience-routes';
import { experienceRoutes } from './experience/routes';
import { identityRoutes } from './identity/routes';
import { eraseRoutes } from './me/erase-routes';
import { exportRoutes } from './me/export-routes';
import { schoolsRoutes } from './schools/routes';

/** Every area's /api rows, in the order the bridge matches them: what the tests that cover every row read. */
export const API_ROWS = [
  ...identityRoutes,
  ...eraseRoutes,
  ...academicsRoutes,
  ...experienceRoutes,
  ...experienceEntryRoutes,
  ...schoolsRoutes,
  // Before /applications/:id, which would take calendar.ics for an id.
  ...calendarRoutes,
  ...applicationsRoutes,
  ...letterRoutes,
  ...statementRoutes,
  ...exportRoutes,
];
