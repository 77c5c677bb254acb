import { lazy, useState, type ComponentType } from 'react';
import type { Code } from './code';

/**
 * React.lazy, except that a component whose code has already arrived renders at once. React.lazy
 * suspends on its first render even then, and React holds a boundary's content back for up to
 * 300 ms after its fallback showed: with a page's code fetched early (app/page-code.ts), each lazy
 * step between the session and a screen's heading waited that long (issue 41).
 */
export function lazyReady<Module, Props extends object>(
  source: Code<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(() => source().then((module) => ({ default: pick(module) })));
  return function Ready(props: Props) {
    // Decided once per instance: turning from the lazy component to the loaded one would remount its children.
    const [loaded] = useState(() => source.loaded);
    if (!loaded) return <Lazy {...props} />;
    const Component = pick(loaded);
    return <Component {...props} />;
  };
}
