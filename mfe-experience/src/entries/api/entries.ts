import { gql, useMutation, useQuery } from '@apollo/client';
import type { Entry, EntryKind } from '../entry-kind';

/** One kind's GraphQL documents, built once per kind (Apollo compares documents by identity). */
function documentsFor(kind: EntryKind) {
  const fields = `id date hours notes ${kind.textFields.map((field) => field.name).join(' ')}`;
  return {
    list: gql(`query ${kind.type}List { ${kind.list} { ${fields} } }`),
    add: gql(`mutation Add${kind.type}($input: ${kind.type}Input!) { add${kind.type}(input: $input) { ${fields} } }`),
    update: gql(`mutation Update${kind.type}($id: ID!, $input: ${kind.type}Input!) { update${kind.type}(id: $id, input: $input) { ${fields} } }`),
    remove: gql(`mutation Delete${kind.type}($id: ID!) { delete${kind.type}(id: $id) }`),
  };
}
const documents = new Map<EntryKind, ReturnType<typeof documentsFor>>();
const documentsOf = (kind: EntryKind) => documents.get(kind) ?? documents.set(kind, documentsFor(kind)).get(kind)!;

/** Newest date first. Shared with the dashboard widgets: refetching it after a write keeps those fresh too. */
export function useEntries(kind: EntryKind) {
  const result = useQuery<Record<string, Entry[]>>(documentsOf(kind).list);
  return { ...result, entries: result.data?.[kind.list] ?? [] };
}

export function useEntryMutations(kind: EntryKind) {
  const { add, update, remove } = documentsOf(kind);
  const afterChange = { refetchQueries: [`${kind.type}List`], awaitRefetchQueries: true };
  const [addEntry, adding] = useMutation(add, afterChange);
  const [updateEntry, updating] = useMutation(update, afterChange);
  const [deleteEntry, deleting] = useMutation(remove, afterChange);
  return {
    addEntry: (input: object) => addEntry({ variables: { input } }),
    updateEntry: (id: string, input: object) => updateEntry({ variables: { id, input } }),
    deleteEntry: (id: string) => deleteEntry({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: deleting.loading,
  };
}
