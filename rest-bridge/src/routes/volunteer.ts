import { volunteerInputSchema, volunteerUpdateSchema } from '@predental/contracts/volunteer';
import type { CallGateway } from '../gateway-client';
import { entryRoutes } from './experience-entries';

/** GET/POST /api/volunteer, GET/PATCH/DELETE /api/volunteer/{id}. A sent userId is dropped: the owner is the signed-in user. */
export function volunteerRoutes(callGateway: CallGateway) {
  return entryRoutes(callGateway, {
    path: 'volunteer',
    type: 'VolunteerEntry',
    list: 'volunteerEntries',
    fields: 'id userId date organization type hours supervisor notes',
    input: volunteerInputSchema,
    update: volunteerUpdateSchema,
  });
}
