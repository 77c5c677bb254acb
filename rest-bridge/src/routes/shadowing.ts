import { shadowingInputSchema, shadowingUpdateSchema } from '@predental/contracts/shadowing';
import type { CallGateway } from '../gateway-client';
import { entryRoutes } from './experience-entries';

/** GET/POST /api/shadowing, GET/PATCH/DELETE /api/shadowing/{id}. A sent userId is dropped: the owner is the signed-in user. */
export function shadowingRoutes(callGateway: CallGateway) {
  return entryRoutes(callGateway, {
    path: 'shadowing',
    type: 'ShadowingEntry',
    list: 'shadowingEntries',
    fields: 'id userId date doctorName practice hours notes',
    input: shadowingInputSchema,
    update: shadowingUpdateSchema,
  });
}
