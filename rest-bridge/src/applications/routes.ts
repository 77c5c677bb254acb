import { applicationInputSchema, applicationUpdateSchema } from '@predental/applications-contract/application';
import { cycleUpdateSchema } from '@predental/applications-contract/cycle';
import { eventInputSchema } from '@predental/applications-contract/events';
import * as op from '../gql/graphql';
import { bodyAsInput, bodyAsVariables, byId, byIdWithInput, read, route, success } from '../route-table';

/**
 * Issue 35's application rows. Students read the cycle's settings, admins change them; the
 * applications subgraph answers 404 for anyone else's application and 400 for an unknown school,
 * a second application to one school or an offer before the first offer date.
 */
export const applicationsRoutes = [
  read('/application-cycle', op.GetApplicationCycleDocument, (data) => data.applicationCycle),
  route({
    method: 'patch',
    path: '/admin/application-cycle',
    operation: op.UpdateApplicationCycleDocument,
    input: cycleUpdateSchema,
    variables: bodyAsInput,
    result: (data) => data.updateApplicationCycle,
  }),

  read('/applications', op.ListApplicationsDocument, (data) => data.myApplications),
  route({
    method: 'post',
    path: '/applications',
    operation: op.AddApplicationDocument,
    input: applicationInputSchema,
    variables: bodyAsVariables,
    result: (data) => data.addApplication,
    status: 201,
  }),
  read('/applications/budget', op.GetApplicationBudgetDocument, (data) => data.applicationBudget),
  route({
    method: 'patch',
    path: '/applications/:id',
    operation: op.UpdateApplicationDocument,
    input: applicationUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateApplication,
  }),
  route({
    method: 'delete',
    path: '/applications/:id',
    operation: op.RemoveApplicationDocument,
    variables: byId,
    result: success,
  }),
  route({
    method: 'post',
    path: '/applications/:id/events',
    operation: op.AddApplicationEventDocument,
    input: eventInputSchema,
    variables: ({ params, body }) => ({ applicationId: params.id, input: body }),
    result: (data) => data.addApplicationEvent,
    status: 201,
  }),
];
