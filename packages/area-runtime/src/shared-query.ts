import {
  ApolloError,
  useApolloClient,
  type ApolloClient,
  type DocumentNode,
  type ObservableQuery,
  type OperationVariables,
  type TypedDocumentNode,
  type WatchQueryFetchPolicy,
} from '@apollo/client';
import { useSyncExternalStore } from 'react';

/** What a screen reads of a query: useQuery's result, less what no screen here uses. */
export interface SharedQueryResult<Data> {
  data: Data | undefined;
  loading: boolean;
  error?: ApolloError;
  refetch: () => Promise<unknown>;
}

export interface SharedQueryOptions<Variables> {
  variables?: Variables;
  fetchPolicy?: WatchQueryFetchPolicy;
}

/**
 * One watch of a query and its variables, whichever components show it. Each useQuery holds a
 * watch of its own, and Apollo writes an answer into its cache once per watch, then tells each:
 * the dashboard watched the experience summary 4 times and three more queries twice, 14 watches
 * for 8 queries (issue 41). Delivered as useQuery delivers them (its onNext and onError).
 */
class SharedWatch<Data, Variables extends OperationVariables> {
  private readonly observable: ObservableQuery<Data, Variables>;
  private readonly forget: (watch: SharedWatch<Data, Variables>) => void;
  private readonly listeners = new Set<() => void>();
  private subscription: { unsubscribe(): void } | undefined;
  private result: SharedQueryResult<Data>;
  /** The task that will show the first answer, once Apollo has one. */
  private firstAnswer: ReturnType<typeof setTimeout> | undefined;

  constructor(observable: ObservableQuery<Data, Variables>, forget: (watch: SharedWatch<Data, Variables>) => void) {
    this.observable = observable;
    this.forget = forget;
    this.result = this.current();
  }

  readonly refetch = () => this.observable.refetch();

  readonly snapshot = () => this.result;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (!this.subscription) {
      const first = this.observable.subscribe(this.next, this.failed);
      this.subscription ??= first; // unless an error at once resubscribed already
    }
    return () => {
      this.listeners.delete(listener);
      // A task later: a component that remounts (StrictMode, a route's remount) keeps the watch.
      setTimeout(() => {
        if (this.listeners.size > 0 || !this.subscription) return;
        this.subscription.unsubscribe();
        this.subscription = undefined;
        this.forget(this);
      });
    };
  };

  private current(): SharedQueryResult<Data> {
    const { data, loading, error, errors } = this.observable.getCurrentResult();
    const failed = error ?? (errors?.length ? new ApolloError({ graphQLErrors: errors }) : undefined);
    return { data, loading, error: failed, refetch: this.refetch };
  }

  private show(result: SharedQueryResult<Data>) {
    this.result = result;
    for (const listener of this.listeners) listener();
  }

  private readonly next = () => {
    const result = this.current();
    const shown = this.result;
    if (result.loading === shown.loading && result.data === shown.data && result.error === shown.error) return;
    // The first answer's components render a task after the one where Apollo wrote it into its
    // cache: together they were one task of 50-90 ms at 4x CPU on the dashboard (issue 41).
    if (shown.data === undefined && result.data !== undefined) this.firstAnswer ??= setTimeout(this.showFirstAnswer);
    else this.show(result);
  };

  private readonly showFirstAnswer = () => {
    this.firstAnswer = undefined;
    this.show(this.current());
  };

  // An error ends the subscription: useQuery subscribes again so a refetch's answer still arrives.
  private readonly failed = (error: ApolloError) => {
    this.subscription?.unsubscribe();
    this.subscription = this.observable.resubscribeAfterError(this.next, this.failed);
    this.show({ data: this.result.data, loading: false, error, refetch: this.refetch });
  };
}

type Watches = WeakMap<DocumentNode, Map<string, SharedWatch<never, never>>>;
const byClient = new WeakMap<ApolloClient<unknown>, Watches>();

function sharedWatch<Data, Variables extends OperationVariables>(
  client: ApolloClient<unknown>,
  query: TypedDocumentNode<Data, Variables>,
  options: SharedQueryOptions<Variables>,
): SharedWatch<Data, Variables> {
  let byQuery = byClient.get(client);
  if (!byQuery) byClient.set(client, (byQuery = new WeakMap()));
  let watches = byQuery.get(query);
  if (!watches) byQuery.set(query, (watches = new Map<string, SharedWatch<never, never>>()));
  const key = JSON.stringify([options.variables ?? {}, options.fetchPolicy ?? null]);
  const known = watches.get(key) as SharedWatch<Data, Variables> | undefined;
  if (known) return known;
  const forget = (watch: SharedWatch<Data, Variables>) => {
    if (watches.get(key) === (watch as unknown)) watches.delete(key);
  };
  const watch = new SharedWatch(client.watchQuery({ query, ...options }), forget);
  watches.set(key, watch as unknown as SharedWatch<never, never>);
  return watch;
}

/**
 * useQuery for a query several components of an area show at once: they share one watch (and
 * one cache write per answer). Its result keeps useQuery's data, loading, error and refetch.
 */
export function useSharedQuery<Data, Variables extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  options: SharedQueryOptions<Variables> = {},
): SharedQueryResult<Data> {
  const watch = sharedWatch(useApolloClient(), query, options);
  return useSyncExternalStore(watch.subscribe, watch.snapshot);
}
