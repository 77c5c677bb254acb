import { readEntity, type Entity } from '@predental/contracts/entity';
import { entrySchemas, requiredText } from './experience-entry';

const schemas = entrySchemas(
  {
    organization: requiredText('Organization name is required', 'Organization name'),
    type: requiredText('Volunteer type is required', 'Volunteer type'),
    supervisor: requiredText('Supervisor information is required', 'Supervisor information').describe(
      "The supervisor's contact information.",
    ),
  },
  'volunteer',
);

/** A volunteer entry as stored and as clients read it. */
export const volunteerEntrySchema = schemas.entity;
export type VolunteerEntry = Entity<typeof volunteerEntrySchema>;
export const readVolunteerEntry = readEntity(volunteerEntrySchema);

/** POST /api/volunteer and the volunteer form (SPEC §5 Volunteer form). */
export const volunteerInputSchema = schemas.input;

/** PATCH /api/volunteer/{id}: any of the same fields. */
export const volunteerUpdateSchema = schemas.update;
