import { goalsUpdateSchema } from '@predental/experience-contract/goals';
import { shadowingInputSchema, shadowingUpdateSchema } from '@predental/experience-contract/shadowing';
import { volunteerInputSchema, volunteerUpdateSchema } from '@predental/experience-contract/volunteer';
import * as op from '../gql/graphql';
import { bodyAsInput, byId, byIdWithInput, read, route, success } from '../route-table';

/**
 * SPEC §7 shadowing, volunteer and goal rows; the experience subgraph answers 404 for anyone
 * else's entry. A sent userId is dropped by the contract: the owner is the signed-in user.
 */
export const experienceRoutes = [
  read('/shadowing', op.ListShadowingEntriesDocument, (data) => data.shadowingEntries),
  route({
    method: 'get',
    path: '/shadowing/:id',
    operation: op.GetShadowingEntryDocument,
    variables: byId,
    result: (data) => data.shadowingEntry,
  }),
  route({
    method: 'post',
    path: '/shadowing',
    operation: op.AddShadowingEntryDocument,
    input: shadowingInputSchema,
    variables: bodyAsInput,
    result: (data) => data.addShadowingEntry,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/shadowing/:id',
    operation: op.UpdateShadowingEntryDocument,
    input: shadowingUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateShadowingEntry,
  }),
  route({
    method: 'delete',
    path: '/shadowing/:id',
    operation: op.DeleteShadowingEntryDocument,
    variables: byId,
    result: success,
  }),

  read('/volunteer', op.ListVolunteerEntriesDocument, (data) => data.volunteerEntries),
  route({
    method: 'get',
    path: '/volunteer/:id',
    operation: op.GetVolunteerEntryDocument,
    variables: byId,
    result: (data) => data.volunteerEntry,
  }),
  route({
    method: 'post',
    path: '/volunteer',
    operation: op.AddVolunteerEntryDocument,
    input: volunteerInputSchema,
    variables: bodyAsInput,
    result: (data) => data.addVolunteerEntry,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/volunteer/:id',
    operation: op.UpdateVolunteerEntryDocument,
    input: volunteerUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateVolunteerEntry,
  }),
  route({
    method: 'delete',
    path: '/volunteer/:id',
    operation: op.DeleteVolunteerEntryDocument,
    variables: byId,
    result: success,
  }),

  // Both goals are read and answered together.
  read('/goals', op.GetGoalsDocument, (data) => data.goals),
  route({
    method: 'patch',
    path: '/goals',
    operation: op.UpdateGoalsDocument,
    input: goalsUpdateSchema,
    variables: bodyAsInput,
    result: (data) => data.updateGoals,
  }),
];
