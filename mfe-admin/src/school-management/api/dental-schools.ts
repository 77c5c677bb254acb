import { gql, useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import type { DentalSchool, DentalSchoolRecord } from '@predental/contracts/dental-school';
import type { DentalSchoolCsvRow } from '@predental/contracts/dental-school-csv';
import { importChunks } from './school-csv';

const SCHOOL_FIELDS =
  'id key name state city tuition tuitionNonResident inStateTuition programLength scienceGpaAvg overallGpaAvg datAvg acceptanceRate hasAcceleratedProgram isPublic websiteUrl notes isFavorite';

const ADMIN_SCHOOLS_QUERY = gql`
  query AdminDentalSchools {
    adminDentalSchools { ${SCHOOL_FIELDS} }
  }
`;

const CREATE_SCHOOL = gql`
  mutation CreateDentalSchool($input: DentalSchoolInput!) {
    createDentalSchool(input: $input) { ${SCHOOL_FIELDS} }
  }
`;

const UPDATE_SCHOOL = gql`
  mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {
    updateDentalSchool(id: $id, input: $input) { ${SCHOOL_FIELDS} }
  }
`;

const DELETE_SCHOOL = gql`
  mutation DeleteDentalSchool($id: ID!) {
    deleteDentalSchool(id: $id)
  }
`;

const IMPORT_SCHOOLS = gql`
  mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {
    importDentalSchools(rows: $rows) { created updated skipped errors { row message } }
  }
`;

export interface ImportError {
  row: number;
  message: string;
}

/** What one import did: rows with a known school key update it, others add a school. */
export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
  errors: ImportError[];
}

/** The explorer's cached lists (same Apollo cache) would otherwise show the old schools. */
function forgetExplorerLists(cache: ApolloCache<unknown>) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dentalSchools' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'favoriteSchools' });
}

const AFTER_CHANGE = { refetchQueries: ['AdminDentalSchools'], awaitRefetchQueries: true, update: forgetExplorerLists };

export function useAdminDentalSchools() {
  return useQuery<{ adminDentalSchools: DentalSchool[] }>(ADMIN_SCHOOLS_QUERY, { fetchPolicy: 'cache-and-network' });
}

export function useSchoolMutations() {
  const client = useApolloClient();
  const [create, creating] = useMutation<{ createDentalSchool: DentalSchool }, { input: DentalSchoolRecord }>(CREATE_SCHOOL, AFTER_CHANGE);
  const [update, updating] = useMutation<{ updateDentalSchool: DentalSchool }, { id: string; input: DentalSchoolRecord }>(UPDATE_SCHOOL, AFTER_CHANGE);
  const [remove] = useMutation<{ deleteDentalSchool: string }, { id: string }>(DELETE_SCHOOL, AFTER_CHANGE);

  /** Sends the rows in request-sized chunks; error rows are numbered within the whole file. */
  const importSchools = async (rows: DentalSchoolCsvRow[]) => {
    const total: ImportResult = { created: 0, updated: 0, skipped: 0, errors: [] };
    let offset = 0;
    for (const chunk of importChunks(rows)) {
      const { data } = await client.mutate<{ importDentalSchools: ImportResult }>({ mutation: IMPORT_SCHOOLS, variables: { rows: chunk } });
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
    await client.refetchQueries({ include: ['AdminDentalSchools'] });
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
