import type { KindHeading } from '../lib/kind-screen';

/** The volunteer screen's heading, drawn before its kind's code (VolunteerScreen). */
export const VOLUNTEER_HEADING = {
  name: 'volunteer',
  pageTitle: 'Volunteer Hours',
  subtitle: 'Log your volunteer work and track it against your goal.',
} as const satisfies KindHeading;
