import type { EntityDeclaration } from '@predental/contracts/entity';
import { experienceLogSchema } from './experience-log';
import { experienceSchema, experienceSettingsSchema } from './experiences';
import { shadowingEntrySchema } from './shadowing';
import { volunteerEntrySchema } from './volunteer';

const SERVER_DECIDES = ['id', 'userId'];

/** The experience area's entities: `npm run codegen` writes their GraphQL types, inputs and fragments from these. */
export const entities: Record<string, EntityDeclaration> = {
  ShadowingEntry: {
    schema: shadowingEntrySchema,
    input: {
      name: 'ShadowingEntryInput',
      description:
        'Fields are nullable so the subgraph answers missing ones with the product\'s own messages.\nAdding needs every field except notes; updating takes any of them (notes: null or "" clears them).',
      serverDecides: SERVER_DECIDES,
    },
  },
  VolunteerEntry: {
    schema: volunteerEntrySchema,
    input: {
      name: 'VolunteerEntryInput',
      description: 'Adding needs every field except notes; updating takes any of them.',
      serverDecides: SERVER_DECIDES,
    },
  },
  // Issue 37: the other AADSAS types' logs, and the AADSAS entries composed from every log.
  ExperienceLog: {
    schema: experienceLogSchema,
    description: "A day's hours of an AADSAS type SPEC does not log (research, employment...).",
    input: {
      name: 'ExperienceLogInput',
      description: 'Adding needs every field except notes; updating takes any of them.',
      serverDecides: SERVER_DECIDES,
    },
  },
  Experience: {
    schema: experienceSchema,
    description:
      'An AADSAS experience entry: logs of one type and one organization or dentist, their figures, and what the student adds (ExperienceInput).',
  },
  ExperienceSettings: {
    schema: experienceSettingsSchema,
    description: 'The AADSAS limits the product checks, each with its source.',
  },
};
