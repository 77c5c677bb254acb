import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import type { DentalSchoolRecord } from '@predental/contracts/dental-school';
import type { DentalSchoolCsvRow } from '@predental/contracts/dental-school-csv';
import {
  AdminDentalSchoolsDocument,
  CreateDentalSchoolDocument,
  DeleteDentalSchoolDocument,
  ImportDentalSchoolsDocument,
  ImportSchoolFiguresDocument,
  RemoveSchoolFigureDocument,
  SetSchoolFigureDocument,
  UpdateDentalSchoolDocument,
  type AdminDentalSchoolsQuery,
  type ImportDentalSchoolsMutation,
  type SchoolFigureInput,
} from '../../gql/graphql';
import { importChunks, type FigureCsvRow } from './school-csv';
import { entitiesChanged } from '@predental/remote-build/apollo-client';

/** A school as the management page lists it: its fields and its published figures. */
export type AdminSchool = AdminDentalSchoolsQuery['adminDentalSchools'][number];

/** The whole file's counts, summed over its chunks. */
type ImportResult = ImportDentalSchoolsMutation['importDentalSchools'];

/** Other screens' cached lists of schools (the same Apollo cache) would otherwise miss the change. */
const schoolsChanged = (cache: ApolloCache<unknown>) => entitiesChanged(cache, 'DentalSchool');

const REFETCH_OWN_LIST = { refetchQueries: [AdminDentalSchoolsDocument], awaitRefetchQueries: true };

export function useAdminDentalSchools() {
  return useQuery(AdminDentalSchoolsDocument, { fetchPolicy: 'cache-and-network' });
}

export function useSchoolMutations() {
  const client = useApolloClient();
  const [create, creating] = useMutation(CreateDentalSchoolDocument, { ...REFETCH_OWN_LIST, update: schoolsChanged });
  const [update, updating] = useMutation(UpdateDentalSchoolDocument, REFETCH_OWN_LIST);
  const [remove] = useMutation(DeleteDentalSchoolDocument, REFETCH_OWN_LIST);
  const [setFigure] = useMutation(SetSchoolFigureDocument);
  const [removeFigure] = useMutation(RemoveSchoolFigureDocument);

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
    schoolsChanged(client.cache);
    await client.refetchQueries({ include: [AdminDentalSchoolsDocument] });
    return total;
  };

  /** A figures CSV in request-sized chunks; refused rows are numbered within the whole file. */
  const importFigures = async (rows: FigureCsvRow[]) => {
    const total = { imported: 0, errors: [] as ImportResult['errors'] };
    let offset = 0;
    for (const chunk of importChunks(rows)) {
      const { data } = await client.mutate({ mutation: ImportSchoolFiguresDocument, variables: { rows: chunk } });
      const result = data?.importSchoolFigures;
      if (result) {
        total.imported += result.imported;
        total.errors.push(...result.errors.map((error) => ({ row: error.row + offset, message: error.message })));
      }
      offset += chunk.length;
    }
    schoolsChanged(client.cache);
    await client.refetchQueries({ include: [AdminDentalSchoolsDocument] });
    return total;
  };

  return {
    importFigures,
    // The answer carries the school's figures: the cache updates the open dialog and the list.
    setFigure: (schoolId: string, input: SchoolFigureInput) => setFigure({ variables: { schoolId, input }, update: schoolsChanged }),
    removeFigure: (schoolId: string, figure: string) => removeFigure({ variables: { schoolId, figure }, update: schoolsChanged }),
    createSchool: (input: DentalSchoolRecord) => create({ variables: { input } }),
    updateSchool: (id: string, input: DentalSchoolRecord) => update({ variables: { id, input } }),
    deleteSchool: (id: string) => remove({ variables: { id }, update: (cache) => entitiesChanged(cache, 'DentalSchool', id) }),
    importSchools,
    saving: creating.loading || updating.loading,
  };
}
