import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { entitiesChanged } from '@predental/area-runtime/apollo-client';
import { useCrudMutations, type CrudDocuments } from '@predental/area-runtime/use-crud-mutations';
import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import type { DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import {
  ListAdminDentalSchoolsDocument,
  CreateDentalSchoolDocument,
  DeleteDentalSchoolDocument,
  ImportDentalSchoolsDocument,
  ImportSchoolFiguresDocument,
  RemoveSchoolFigureDocument,
  SetSchoolFigureDocument,
  UpdateDentalSchoolDocument,
  type ListAdminDentalSchoolsQuery,
  type ImportDentalSchoolsMutation,
  type SchoolFigureInput,
} from '../../gql/graphql';
import { importChunks, type FigureCsvRow } from './school-csv';

/** A school as the management page lists it: its fields and its published figures. */
export type AdminSchool = ListAdminDentalSchoolsQuery['adminDentalSchools'][number];

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

/** Fresh on each visit (admin screens refetch), shown from the cache meanwhile. */
export function useAdminDentalSchools() {
  return useQuery(ListAdminDentalSchoolsDocument, { fetchPolicy: 'cache-and-network' });
}

const SCHOOL_DOCUMENTS: CrudDocuments<DentalSchoolRecord> = {
  add: CreateDentalSchoolDocument,
  update: UpdateDentalSchoolDocument,
  remove: DeleteDentalSchoolDocument,
};

/**
 * Add, update and delete a school, as every area writes its items: done once the page's list has
 * refetched. The schools area lists the same schools, so an add or a delete tells it.
 */
export function useSchoolMutations() {
  return useCrudMutations(SCHOOL_DOCUMENTS, [ListAdminDentalSchoolsDocument], { sharedType: 'DentalSchool' });
}

/** A school's figures, one at a time; the answer carries the school's figures, so the cache updates the open dialog and the list. */
export function useSchoolFigures() {
  const [setFigure] = useMutation(SetSchoolFigureDocument);
  const [removeFigure] = useMutation(RemoveSchoolFigureDocument);
  return {
    setFigure: (schoolId: string, input: SchoolFigureInput) =>
      setFigure({ variables: { schoolId, input }, update: schoolsChanged }),
    removeFigure: (schoolId: string, figure: string) =>
      removeFigure({ variables: { schoolId, figure }, update: schoolsChanged }),
  };
}

/** CSV imports of schools or of figures. */
export function useSchoolImports() {
  const client = useApolloClient();

  /** A file's rows in request-sized chunks, each chunk's counts summed; then every cached list of schools is read again. */
  const importFile = async <Row, Result extends ImportCounts>(
    rows: Row[],
    empty: Result,
    send: (chunk: Row[]) => Promise<Result | undefined>,
  ) => {
    const total = await sumChunks(rows, empty, send);
    schoolsChanged(client.cache);
    await client.refetchQueries({ include: [ListAdminDentalSchoolsDocument] });
    return total;
  };
  const importSchools = (rows: DentalSchoolCsvRow[]) =>
    importFile(
      rows,
      { imported: 0, created: 0, updated: 0, skipped: 0, errors: [] },
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

  return { importSchools, importFigures };
}
