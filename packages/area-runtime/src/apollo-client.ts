import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  Observable,
  type ApolloCache,
  type NormalizedCacheObject,
} from '@apollo/client';

/**
 * The field of a cache key such as `courses({"id":1})`, as @apollo/client/cache's
 * fieldNameFromStoreName finds it: imported from that subpath, the cache's code was bundled into
 * every remote beside the shared @apollo/client that already holds it (issue 41).
 */
const fieldNameFromStoreName = (storeName: string) => /^[_a-z][_0-9a-z]*/i.exec(storeName)?.[0] ?? storeName;
import type { DocumentNode, Kind, OperationTypeNode } from 'graphql';

/**
 * graphql's AST kinds as their text: importing graphql's enums would ship its modules with every
 * remote file that holds this one, so two remotes on the dashboard would each send them (issue 41).
 */
const DOCUMENT = 'Document' as Kind.DOCUMENT;
const OPERATION_DEFINITION = 'OperationDefinition' as Kind.OPERATION_DEFINITION;
const SELECTION_SET = 'SelectionSet' as Kind.SELECTION_SET;
const FIELD = 'Field' as Kind.FIELD;
const NAME = 'Name' as Kind.NAME;
const QUERY = 'query' as OperationTypeNode.QUERY;

/** SPEC §9: a result no screen has shown for this long is dropped; the next visit fetches it again. */
export const CACHE_TIME_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 15_000;

/**
 * Each request goes out in a task of its own. The widgets of a page subscribe to their queries in
 * one commit's effects, and there each request's printing, serialising and fetch() ran one after
 * another: on the dashboard one task of 250-300 ms at 4x CPU (issue 41). Apart, each is a few ms
 * and the browser may paint or handle input between them. Requests still go out in parallel.
 */
const inOwnTask = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      const timer = setTimeout(() => (subscription = forward(operation).subscribe(observer)));
      return () => {
        clearTimeout(timer);
        subscription?.unsubscribe();
      };
    }),
);

/** /graphql with the session's cookie; `send` replaces fetch (the shell's waits for the paint). */
export const browserLink = (send?: typeof fetch) =>
  ApolloLink.from([inOwnTask, new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: send })]);

/**
 * The browser's one GraphQL client (the shell's, or a remote's standalone page). SPEC §4, §9:
 * data is never stale (cache-first), never retried (no retry link), never polled and never
 * refetched on window focus (Apollo does neither unless asked). Admin screens ask for
 * network-only themselves (ARCHITECTURE: they refetch on each visit).
 */
export function createApolloClient(link: ApolloLink = browserLink()) {
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  dropUnwatchedResults(client);
  return client;
}

type Selections = { kind: Kind.FIELD; name: { kind: Kind.NAME; value: string } }[];

const fieldsOf = (names: string[]): Selections => names.map((value) => ({ kind: FIELD, name: { kind: NAME, value } }));

/** A query of `fields` at the root, and of `listed` on each item of a root list `items`, if given. */
function rootQuery(fields: string[], listed?: string[]): DocumentNode {
  const items = listed && {
    kind: FIELD,
    name: { kind: NAME, value: 'items' },
    selectionSet: { kind: SELECTION_SET, selections: fieldsOf(listed) },
  };
  return {
    kind: DOCUMENT,
    definitions: [
      {
        kind: OPERATION_DEFINITION,
        operation: QUERY,
        selectionSet: { kind: SELECTION_SET, selections: [...fieldsOf(fields), ...(items ? [items] : [])] },
      },
    ],
  };
}

/** `{ __typename }`: a query that reads nothing but the cache's root. */
const ROOT_ONLY = rootQuery(['__typename']);

/**
 * Watches a query of nothing from the cache once, and stops. V8 compiles a function when it first
 * runs: the first screen or widget to watch a query compiled Apollo's watch and cache-read code in
 * its render, 40-57 ms at 4x CPU on the dashboard and /dental-schools (issue 41). Called in a task
 * of its own before any screen renders, that compiling happens there. No request is sent.
 */
export function compileWatchPath(client: ApolloClient<NormalizedCacheObject>): void {
  client
    .watchQuery({ query: ROOT_ONLY, fetchPolicy: 'cache-only' })
    .subscribe(() => undefined)
    .unsubscribe();
}

/**
 * Writes an answer with a list of entities into a cache of its own, and reads it back. The first
 * answer a page gets compiled Apollo's cache-writing code in its task: on the dashboard 9-20 ms of
 * thread time (up to 80 ms at 4x CPU), where each later answer took 1-6 ms (bench:main-thread
 * --save, issue 41). Called in a task of its own before the answers come, that compiling happens
 * there. The client's cache is left alone.
 */
export function compileWritePath(): void {
  const cache = new InMemoryCache();
  const query = rootQuery(['__typename'], ['__typename', 'id', 'name']);
  const item = (id: string) => ({ __typename: 'Item', id, name: id });
  cache.writeQuery({ query, data: { __typename: 'Query', items: [item('1'), item('2')] } });
  cache.diff({ query, optimistic: false });
}

const rootFields = (document: DocumentNode): string[] =>
  document.definitions.flatMap((definition) =>
    definition.kind === OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === FIELD ? [selection.name.value] : [],
        )
      : [],
  );

/** Evicts each top-level result once no mounted screen has watched it for CACHE_TIME_MS. */
function dropUnwatchedResults(client: ApolloClient<NormalizedCacheObject>) {
  const lastWatched = new Map<string, number>();
  const sweep = () => {
    const now = Date.now();
    for (const query of client.getObservableQueries('active').values())
      for (const field of rootFields(query.query)) lastWatched.set(field, now);
    const cached = new Set(Object.keys(client.cache.extract().ROOT_QUERY ?? {}).map(fieldNameFromStoreName));
    cached.delete('__typename');
    let dropped = false;
    for (const field of cached) {
      const since = lastWatched.get(field);
      // First seen unwatched now (e.g. a one-off query): its clock starts here.
      if (since === undefined) lastWatched.set(field, now);
      else if (now - since >= CACHE_TIME_MS) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: field });
        lastWatched.delete(field);
        dropped = true;
      }
    }
    if (dropped) client.cache.gc();
  };
  setInterval(sweep, SWEEP_EVERY_MS);
}

/**
 * The one way an area tells the others that entities of a type were added or removed (no remote
 * reaches into another's cache by query or field names): every cached top-level result holding an
 * entity of that type is dropped, so each screen showing one fetches it again; other results stay.
 * A removed entity is dropped itself, so lists not fetched again no longer show it. Updates need
 * nothing: the answer to the update refreshes the entity wherever it is shown.
 */
export function entitiesChanged(cache: ApolloCache<unknown>, typename: string, removedId?: string): void {
  const reference = `"__ref":"${typename}:`;
  const root = (cache.extract() as NormalizedCacheObject).ROOT_QUERY ?? {};
  for (const [storeName, value] of Object.entries(root)) {
    if (JSON.stringify(value ?? null).includes(reference))
      cache.evict({ id: 'ROOT_QUERY', fieldName: fieldNameFromStoreName(storeName) });
  }
  if (removedId !== undefined) cache.evict({ id: cache.identify({ __typename: typename, id: removedId }) });
  cache.gc();
}
