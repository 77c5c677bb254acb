import type { Entity } from '@predental/contracts/entity';
import { entrySchemas, requiredText } from './experience-entry';
import { loggedTypeSchema } from './experience-types';

/**
 * An experience log (issue 37): a day's hours of one of the AADSAS types SPEC does not log
 * (research, employment...), with the same date, hours and notes rules as a shadowing or
 * volunteer entry. POST /api/experience-logs; PATCH /api/experience-logs/{id}: any of the fields.
 */
export const {
  entity: experienceLogSchema,
  read: readExperienceLog,
  input: experienceLogInputSchema,
  update: experienceLogUpdateSchema,
} = entrySchemas(
  {
    type: loggedTypeSchema,
    organization: requiredText('Organization name is required', 'Organization name').describe(
      'The organization, employer, lab or program.',
    ),
  },
  'experience log',
);
export type ExperienceLog = Entity<typeof experienceLogSchema>;
