import { volunteerInputSchema } from '@predental/contracts/volunteer';
import type { EntryKind } from '../entries/entry-kind';

export const VOLUNTEER: EntryKind = {
  name: 'volunteer',
  noun: 'Volunteer',
  pageTitle: 'Volunteer Hours',
  subtitle: 'Log your volunteer work and track it against your goal.',
  recentTitle: 'Recent Volunteering',
  type: 'VolunteerEntry',
  list: 'volunteerEntries',
  goalField: 'volunteerGoal',
  textFields: [
    { name: 'organization', label: 'Organization', column: 'Organization', placeholder: 'e.g. City Free Clinic' },
    { name: 'type', label: 'Type', column: 'Type', placeholder: 'e.g. Clinical, Community service' },
    { name: 'supervisor', label: 'Supervisor', column: 'Supervisor', placeholder: 'Name and email or phone' },
  ],
  schema: volunteerInputSchema,
  chartColor: 'info',
  applicationFields: (entry) => ({ experienceType: `Volunteer - ${String(entry.type ?? '')}`, organization: String(entry.organization ?? ''), contact: String(entry.supervisor ?? '') }),
};
