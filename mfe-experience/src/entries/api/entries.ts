import { useApolloClient } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useSharedQuery } from '@predental/area-runtime/shared-query';
import { useCrudMutations } from '@predental/area-runtime/use-crud-mutations';
import { ExperienceSummaryDocument } from '../../gql/graphql';
import type { EntryInput, LogKind } from '../../lib/entry-kind';

/** Newest date first. Shared with the dashboard widgets (two of them show each list, through one watch): refetching it after a write keeps those fresh too. */
export function useEntries(kind: LogKind) {
  const result = useFirstAnswerDeferred(useSharedQuery(kind.documents.list));
  return { ...result, entries: result.data?.entries ?? [] };
}

export function useEntryMutations(kind: LogKind) {
  const { cache } = useApolloClient();
  const { add, update, remove, ...state } = useCrudMutations<EntryInput>(kind.documents, [
    kind.documents.list,
    ExperienceSummaryDocument,
  ]);
  // The AADSAS entries are composed from the logs: dropped after a write, so the next visit composes them again.
  const regrouped = async <T>(write: Promise<T>) => {
    const result = await write;
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'myExperiences' });
    cache.gc();
    return result;
  };
  return {
    ...state,
    add: (input: EntryInput) => regrouped(add(input)),
    update: (id: string, input: EntryInput) => regrouped(update(id, input)),
    remove: (id: string) => regrouped(remove(id)),
  };
}
