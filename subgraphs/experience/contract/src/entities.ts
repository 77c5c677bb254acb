import type { EntityDeclaration } from '@predental/contracts/entity';
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
};
