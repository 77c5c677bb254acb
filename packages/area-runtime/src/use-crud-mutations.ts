import { useMutation, type ApolloCache, type DocumentNode, type TypedDocumentNode } from '@apollo/client';
import { entitiesChanged } from './apollo-client';

/** One kind of item's add, update and delete operations. */
export interface CrudDocuments<I> {
  add: TypedDocumentNode<unknown, { input: I }>;
  update: TypedDocumentNode<unknown, { id: string; input: I }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

export interface CrudOptions {
  /**
   * The items' GraphQL type, when other areas show them too (the admin's dental schools): an add
   * or a delete then tells them through entitiesChanged, so their cached lists are fetched again.
   */
  sharedType?: string;
}

/** Its writes, named as useEditing takes them; a write is done once the queries that show the items have refetched. */
export function useCrudMutations<I>(
  { add, update, remove }: CrudDocuments<I>,
  shownBy: DocumentNode[],
  { sharedType }: CrudOptions = {},
) {
  const afterChange = { refetchQueries: shownBy, awaitRefetchQueries: true };
  const changed = (removedId?: string) =>
    sharedType === undefined
      ? undefined
      : (cache: ApolloCache<unknown>) => entitiesChanged(cache, sharedType, removedId);
  const [addItem, adding] = useMutation(add, { ...afterChange, update: changed() });
  const [updateItem, updating] = useMutation(update, afterChange);
  const [removeItem, removing] = useMutation(remove, afterChange);
  return {
    add: (input: I) => addItem({ variables: { input } }),
    update: (id: string, input: I) => updateItem({ variables: { id, input } }),
    remove: (id: string) => removeItem({ variables: { id }, update: changed(id) }),
    saving: adding.loading || updating.loading,
    deleting: removing.loading,
  };
}
