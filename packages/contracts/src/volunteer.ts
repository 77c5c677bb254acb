import type { z } from 'zod';
import { entrySchemas, requiredText, type ExperienceEntry } from './experience-entry';

const schemas = entrySchemas(
  {
    organization: requiredText('Organization name is required', 'Organization name'),
    type: requiredText('Volunteer type is required', 'Volunteer type'),
    supervisor: requiredText('Supervisor information is required', 'Supervisor information'),
  },
  'volunteer',
);

/** POST /api/volunteer and the volunteer form (SPEC §5 Volunteer form). */
export const volunteerInputSchema = schemas.input;
export type VolunteerInput = z.infer<typeof volunteerInputSchema>;
export type VolunteerForm = z.input<typeof volunteerInputSchema>;

/** PATCH /api/volunteer/{id}: any of the same fields. */
export const volunteerUpdateSchema = schemas.update;
export type VolunteerUpdate = z.infer<typeof volunteerUpdateSchema>;

export interface VolunteerEntry extends ExperienceEntry {
  organization: string;
  type: string;
  /** The supervisor's contact information. */
  supervisor: string;
}
