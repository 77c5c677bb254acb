import { useMutation, type DocumentNode, type TypedDocumentNode } from '@apollo/client';

/** One kind of item's add, update and delete operations. */
export interface CrudDocuments<I> {
  add: TypedDocumentNode<unknown, { input: I }>;
  update: TypedDocumentNode<unknown, { id: string; input: I }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

/** Its writes, named as useEditing takes them; a write is done once the queries that show the items have refetched. */
export function useCrudMutations<I>({ add, update, remove }: CrudDocuments<I>, shownBy: DocumentNode[]) {
  const afterChange = { refetchQueries: shownBy, awaitRefetchQueries: true };
  const [addItem, adding] = useMutation(add, afterChange);
  const [updateItem, updating] = useMutation(update, afterChange);
  const [removeItem, removing] = useMutation(remove, afterChange);
  return {
    add: (input: I) => addItem({ variables: { input } }),
    update: (id: string, input: I) => updateItem({ variables: { id, input } }),
    remove: (id: string) => removeItem({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: removing.loading,
  };
}
