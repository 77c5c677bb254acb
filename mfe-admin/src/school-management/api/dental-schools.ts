import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import type { DentalSchoolRecord } from '@predental/contracts/dental-school';
import type { DentalSchoolCsvRow } from '@predental/contracts/dental-school-csv';
import {
  AdminDentalSchoolsDocument,
  CreateDentalSchoolDocument,
  DeleteDentalSchoolDocument,
  ImportDentalSchoolsDocument,
  UpdateDentalSchoolDocument,
  type ImportDentalSchoolsMutation,
} from '../../gql/graphql';
import { importChunks } from './school-csv';

/** The whole file's counts, summed over its chunks. */
type ImportResult = ImportDentalSchoolsMutation['importDentalSchools'];

/** The explorer's cached lists (same Apollo cache) would otherwise show the old schools. */
function forgetExplorerLists(cache: ApolloCache<unknown>) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dentalSchools' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'favoriteSchools' });
}

const AFTER_CHANGE = { refetchQueries: [AdminDentalSchoolsDocument], awaitRefetchQueries: true, update: forgetExplorerLists };

export function useAdminDentalSchools() {
  return useQuery(AdminDentalSchoolsDocument, { fetchPolicy: 'cache-and-network' });
}

export function useSchoolMutations() {
  const client = useApolloClient();
  const [create, creating] = useMutation(CreateDentalSchoolDocument, AFTER_CHANGE);
  const [update, updating] = useMutation(UpdateDentalSchoolDocument, AFTER_CHANGE);
  const [remove] = useMutation(DeleteDentalSchoolDocument, AFTER_CHANGE);

  /** Sends the rows in request-sized chunks; error rows are numbered within the whole file. */
  const importSchools = async (rows: DentalSchoolCsvRow[]) => {
    const total: ImportResult = { created: 0, updated: 0, skipped: 0, errors: [] };
    let offset = 0;
    for (const chunk of importChunks(rows)) {
      const { data } = await client.mutate({ mutation: ImportDentalSchoolsDocument, variables: { rows: chunk } });
      const result = data?.importDentalSchools;
      if (result) {
        total.created += result.created;
        total.updated += result.updated;
        total.skipped += result.skipped;
        total.errors.push(...result.errors.map((error) => ({ row: error.row + offset, message: error.message })));
      }
      offset += chunk.length;
    }
    forgetExplorerLists(client.cache);
    await client.refetchQueries({ include: [AdminDentalSchoolsDocument] });
    return total;
  };

  return {
    createSchool: (input: DentalSchoolRecord) => create({ variables: { input } }),
    updateSchool: (id: string, input: DentalSchoolRecord) => update({ variables: { id, input } }),
    deleteSchool: (id: string) => remove({ variables: { id } }),
    importSchools,
    saving: creating.loading || updating.loading,
  };
}
