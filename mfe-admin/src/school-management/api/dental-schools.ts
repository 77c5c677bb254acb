import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import type { DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
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
import { entitiesChanged } from '@predental/area-runtime/apollo-client';

/** A school as the management page lists it: its fields and its published figures. */
export type AdminSchool = AdminDentalSchoolsQuery['adminDentalSchools'][number];

/** What an import chunk answers: counts, and its refused rows numbered within the chunk. */
type ImportCounts = { errors: ImportDentalSchoolsMutation['importDentalSchools']['errors'] };

/** Sends the rows in request-sized chunks and sums each count they answer; refused rows are numbered within the whole file. */
async function sumChunks<Row, Result extends ImportCounts>(
  rows: Row[],
  empty: Result,
  send: (chunk: Row[]) => Promise<Result | undefined>,
): Promise<Result> {
  const total: Record<string, unknown> = { ...empty, errors: [] };
  let offset = 0;
  for (const chunk of importChunks(rows)) {
    const result = await send(chunk);
    for (const [name, value] of Object.entries(result ?? {}) as [string, unknown][]) {
      if (typeof value === 'number') total[name] = (total[name] as number) + value;
    }
    (total.errors as ImportCounts['errors']).push(
      ...(result?.errors ?? []).map((error) => ({ row: error.row + offset, message: error.message })),
    );
    offset += chunk.length;
  }
  return total as Result;
}

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

  /** A file's rows in request-sized chunks, each chunk's counts summed; then every cached list of schools is read again. */
  const importFile = async <Row, Result extends ImportCounts>(
    rows: Row[],
    empty: Result,
    send: (chunk: Row[]) => Promise<Result | undefined>,
  ) => {
    const total = await sumChunks(rows, empty, send);
    schoolsChanged(client.cache);
    await client.refetchQueries({ include: [AdminDentalSchoolsDocument] });
    return total;
  };
  const importSchools = (rows: DentalSchoolCsvRow[]) =>
    importFile(
      rows,
      { created: 0, updated: 0, skipped: 0, errors: [] },
      async (chunk) =>
        (await client.mutate({ mutation: ImportDentalSchoolsDocument, variables: { rows: chunk } })).data
          ?.importDentalSchools,
    );
  /** A figures CSV: each row a school's figure with its source. */
  const importFigures = (rows: FigureCsvRow[]) =>
    importFile(
      rows,
      { imported: 0, errors: [] },
      async (chunk) =>
        (await client.mutate({ mutation: ImportSchoolFiguresDocument, variables: { rows: chunk } })).data
          ?.importSchoolFigures,
    );

  return {
    importFigures,
    // The answer carries the school's figures: the cache updates the open dialog and the list.
    setFigure: (schoolId: string, input: SchoolFigureInput) =>
      setFigure({ variables: { schoolId, input }, update: schoolsChanged }),
    removeFigure: (schoolId: string, figure: string) =>
      removeFigure({ variables: { schoolId, figure }, update: schoolsChanged }),
    createSchool: (input: DentalSchoolRecord) => create({ variables: { input } }),
    updateSchool: (id: string, input: DentalSchoolRecord) => update({ variables: { id, input } }),
    deleteSchool: (id: string) =>
      remove({ variables: { id }, update: (cache) => entitiesChanged(cache, 'DentalSchool', id) }),
    importSchools,
    saving: creating.loading || updating.loading,
  };
}
