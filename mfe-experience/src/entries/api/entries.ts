import { useQuery } from '@apollo/client';
import { useCrudMutations } from '@predental/area-runtime/use-crud-mutations';
import { ExperienceSummaryDocument } from '../../gql/graphql';
import type { EntryInput, EntryKind } from '../../lib/entry-kind';

/** Newest date first. Shared with the dashboard widgets: refetching it after a write keeps those fresh too. */
export function useEntries(kind: EntryKind) {
  const result = useQuery(kind.documents.list);
  return { ...result, entries: result.data?.entries ?? [] };
}

export function useEntryMutations(kind: EntryKind) {
  return useCrudMutations<EntryInput>(kind.documents, [kind.documents.list, ExperienceSummaryDocument]);
}
