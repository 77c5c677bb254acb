import { useDeferredValue } from 'react';

/**
 * A query's result whose first answer is drawn in a render React slices. useQuery draws each
 * answer at once, in the answer's own task (useSyncExternalStore's updates are synchronous): on
 * the dashboard, eight answers were eight tasks of 55-80 ms at 4x CPU (issue 41). Here the
 * answer's task draws nothing new (the result stays loading), and React then draws it in a
 * transition, yielding to the browser every few ms. Later answers (after a write, a refetch) draw
 * at once, as before; so does an answer already in the cache when the screen opens.
 */
export function useFirstAnswerDeferred<Result extends { data?: unknown; loading: boolean }>(result: Result): Result {
  const shown = useDeferredValue(result.data);
  return shown === undefined && result.data !== undefined ? { ...result, data: undefined, loading: true } : result;
}
