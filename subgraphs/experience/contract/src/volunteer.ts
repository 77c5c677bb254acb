import type { Entity } from '@predental/contracts/entity';
import { entrySchemas, requiredText } from './experience-entry';

/**
 * A volunteer entry as stored and as clients read it; POST /api/volunteer and the volunteer form
 * (SPEC §5 Volunteer form); PATCH /api/volunteer/{id}: any of the same fields.
 */
export const {
  entity: volunteerEntrySchema,
  read: readVolunteerEntry,
  input: volunteerInputSchema,
  update: volunteerUpdateSchema,
} = entrySchemas(
  {
    organization: requiredText('Organization name is required', 'Organization name'),
    type: requiredText('Volunteer type is required', 'Volunteer type'),
    supervisor: requiredText('Supervisor information is required', 'Supervisor information').describe(
      "The supervisor's contact information.",
    ),
  },
  'volunteer',
);
export type VolunteerEntry = Entity<typeof volunteerEntrySchema>;
