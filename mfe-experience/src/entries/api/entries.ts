import { useMutation, useQuery } from '@apollo/client';
import { ExperienceSummaryDocument } from '../../gql/graphql';
import type { EntryInput, EntryKind } from '../entry-kind';

/** Newest date first. Shared with the dashboard widgets: refetching it after a write keeps those fresh too. */
export function useEntries(kind: EntryKind) {
  const result = useQuery(kind.documents.list);
  return { ...result, entries: result.data?.entries ?? [] };
}

export function useEntryMutations(kind: EntryKind) {
  const { list, add, update, remove } = kind.documents;
  const afterChange = { refetchQueries: [list, ExperienceSummaryDocument], awaitRefetchQueries: true };
  const [addEntry, adding] = useMutation(add, afterChange);
  const [updateEntry, updating] = useMutation(update, afterChange);
  const [deleteEntry, deleting] = useMutation(remove, afterChange);
  return {
    add: (input: EntryInput) => addEntry({ variables: { input } }),
    update: (id: string, input: EntryInput) => updateEntry({ variables: { id, input } }),
    remove: (id: string) => deleteEntry({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: deleting.loading,
  };
}
