import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { usePainted } from './after-paint';

/**
 * A screen whose heading paints before the rest of its code is fetched: `heading` (static, with the
 * rest's space reserved) shows until the module `load` brings has arrived, and `load` starts once
 * the heading is on screen. Lighthouse counts every script and answer that arrived before the
 * largest text's paint as something it waited for (issue 41): the list's code, Apollo's queries and
 * their answers now come after it. The module draws the heading again, the same size.
 */
export function headingFirst<Props extends object>(
  heading: ReactNode,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Rest = lazy(load) as unknown as ComponentType<Props>;
  return function HeadingFirst(props: Props) {
    const painted = usePainted();
    // One boundary throughout: the switch is a transition, so the heading stays until the rest is ready.
    return <Suspense fallback={heading}>{painted ? <Rest {...props} /> : heading}</Suspense>;
  };
}
