import { csvImportSchema } from '@predental/schools-contract/dental-school-csv';
import {
  dentalSchoolInputSchema,
  dentalSchoolUpdateSchema,
  favoriteInputSchema,
} from '@predental/schools-contract/dental-school';
import * as op from '../gql/graphql';
import { directoryRow, publicDirectoryRow } from './directory-route';
import { bodyAsInput, bodyAsVariables, byId, byIdWithInput, read, route, success } from '../route-table';

/** SPEC §7 dental-school and favorite rows for any signed-in user; the schools subgraph answers 403 on /admin rows to anyone but an admin. */
export const schoolsRoutes = [
  directoryRow,
  publicDirectoryRow,
  read('/favorites/schools', op.ListFavoriteSchoolsDocument, (data) => data.favoriteSchools),
  route({
    method: 'post',
    path: '/favorites/schools',
    operation: op.AddFavoriteSchoolDocument,
    input: favoriteInputSchema,
    variables: bodyAsVariables,
    result: (data) => data.addFavoriteSchool,
    status: 201,
  }),
  route({
    method: 'delete',
    path: '/favorites/schools/:schoolId',
    operation: op.RemoveFavoriteSchoolDocument,
    variables: ({ params }) => params,
    result: success,
  }),

  read('/admin/dental-schools', op.ListAdminDentalSchoolsDocument, (data) => data.adminDentalSchools),
  route({
    method: 'post',
    path: '/admin/dental-schools',
    operation: op.CreateDentalSchoolDocument,
    input: dentalSchoolInputSchema,
    variables: bodyAsInput,
    result: (data) => data.createDentalSchool,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/admin/dental-schools/import',
    operation: op.ImportDentalSchoolsDocument,
    input: csvImportSchema,
    variables: bodyAsVariables,
    result: (data) => data.importDentalSchools,
  }),
  route({
    method: 'patch',
    path: '/admin/dental-schools/:id',
    operation: op.UpdateDentalSchoolDocument,
    input: dentalSchoolUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateDentalSchool,
  }),
  route({
    method: 'delete',
    path: '/admin/dental-schools/:id',
    operation: op.DeleteDentalSchoolDocument,
    variables: byId,
    result: success,
  }),
];
