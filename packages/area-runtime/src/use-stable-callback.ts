import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler whose identity never changes but which always runs the newest render's code, so a
 * memoized card does not re-render only because its parent made a new closure.
 */
export function useStableCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
