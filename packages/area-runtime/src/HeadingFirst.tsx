import {
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterLargestPaint } from './after-paint';
import type { AreaProps } from './area';

/**
 * A screen whose heading paints before the rest of its code is fetched: `heading` (static, with the
 * rest's space reserved) shows until the module `load` brings has arrived, and `load` starts once
 * the heading is on screen. Lighthouse counts every script and answer that arrived before the
 * largest text's paint as something it waited for (issue 41): the list's code, Apollo's queries and
 * their answers now come after it. The module draws the heading again, the same size. Declare the
 * screen `headingFirst` (its screens.ts) so that the shell does not load Apollo before it either.
 */
export function headingFirst<Props extends AreaProps>(
  heading: ReactNode,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let loading: ReturnType<typeof load> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // fetched again on the next visit
      throw error;
    }));
  return function HeadingFirst(props: Props) {
    // One per drawing of the screen: React keeps a lazy component's failure for good, and the
    // shell's Retry draws the screen anew, which must fetch the rest again (a loaded rest is kept).
    const [Rest] = useState(() => lazy(start) as unknown as ComponentType<Props>);
    const [painted, setPainted] = useState(false);
    const drawn = useRef<HTMLDivElement>(null);
    // In the commit, before the heading is painted, so the paint's report is not missed.
    useLayoutEffect(() => {
      let mounted = true;
      if (!drawn.current) return;
      void afterLargestPaint(drawn.current).then(() => {
        if (!mounted) return;
        // Now, beside Apollo's code (withData), not once Apollo has arrived.
        void start().catch(() => undefined);
        startTransition(() => setPainted(true));
      });
      return () => {
        mounted = false;
      };
    }, []);
    // Declared headingFirst, the screen is drawn before Apollo: the rest reads through it, so it goes inside.
    const { withData: WithData } = props;
    const rest = WithData ? (
      <WithData fallback={heading}>
        <Rest {...props} />
      </WithData>
    ) : (
      <Rest {...props} />
    );
    // One boundary throughout: the switch is a transition, so the heading stays until the rest is ready.
    return (
      <Suspense fallback={heading}>
        {painted ? (
          rest
        ) : (
          // Adds no box: only marks where the heading is, for the paint's report.
          <div ref={drawn} style={{ display: 'contents' }}>
            {heading}
          </div>
        )}
      </Suspense>
    );
  };
}
