import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { entitiesChanged } from '@predental/area-runtime/apollo-client';
import { useCrudMutations, type CrudDocuments } from '@predental/area-runtime/use-crud-mutations';
import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import type { DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import {
  AdminDentalSchoolDocument,
  ListAdminSchoolCardsDocument,
  CreateDentalSchoolDocument,
  DeleteDentalSchoolDocument,
  ImportDentalSchoolsDocument,
  ImportSchoolFiguresDocument,
  RemoveSchoolFigureDocument,
  SetSchoolFigureDocument,
  UpdateDentalSchoolDocument,
  type AdminDentalSchoolQuery,
  type ListAdminSchoolCardsQuery,
  type ImportDentalSchoolsMutation,
  type SchoolFigureInput,
} from '../../gql/graphql';
import { importChunks, type FigureCsvRow } from './school-csv';

/** A school as the management page lists it: what its card shows. */
export type AdminSchool = ListAdminSchoolCardsQuery['adminDentalSchools'][number];
/** A school as its dialog edits it: every field, its published figures and their sources. */
export type WholeSchool = AdminDentalSchoolQuery['dentalSchool'];

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
  return useFirstAnswerDeferred(useQuery(ListAdminSchoolCardsDocument, { fetchPolicy: 'cache-and-network' }));
}

/**
 * The school whose dialog is open, whole; from the cache once asked (SPEC §9). The answers to its
 * writes refresh that copy, and an import or an add drops it (schoolsChanged), so it is asked again.
 */
export function useWholeSchool(id: string) {
  return useQuery(AdminDentalSchoolDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
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
  return useCrudMutations(SCHOOL_DOCUMENTS, [ListAdminSchoolCardsDocument], { sharedType: 'DentalSchool' });
}

/**
 * The answer to a figure's write is the whole school. Other screens' lists read its figures again
 * (schoolsChanged drops them, this page's list too); the open dialog's school is stored again at
 * once, so the dialog keeps its form and asks nothing.
 */
function figureSaved(cache: ApolloCache<unknown>, school: WholeSchool | undefined) {
  schoolsChanged(cache);
  if (school)
    cache.writeQuery({
      query: AdminDentalSchoolDocument,
      variables: { id: school.id },
      data: { dentalSchool: school },
    });
}

/** A school's figures, one at a time. */
export function useSchoolFigures() {
  const [setFigure] = useMutation(SetSchoolFigureDocument);
  const [removeFigure] = useMutation(RemoveSchoolFigureDocument);
  return {
    setFigure: (schoolId: string, input: SchoolFigureInput) =>
      setFigure({
        variables: { schoolId, input },
        update: (cache, { data }) => figureSaved(cache, data?.setSchoolFigure),
      }),
    removeFigure: (schoolId: string, figure: string) =>
      removeFigure({
        variables: { schoolId, figure },
        update: (cache, { data }) => figureSaved(cache, data?.removeSchoolFigure),
      }),
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
    await client.refetchQueries({ include: [ListAdminSchoolCardsDocument] });
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
