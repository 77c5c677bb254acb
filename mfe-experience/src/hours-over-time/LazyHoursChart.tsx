import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CumulativeHoursChartProps } from './CumulativeHoursChart';

const Chart = lazy(() => import('./CumulativeHoursChart'));

/** Starts loading recharts a little before the chart scrolls into view. */
const NEAR_VIEWPORT = '200px';

/** Holds the chart's place while recharts loads, so the page does not jump. */
const Placeholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

/** True once the element is within NEAR_VIEWPORT of the screen (at once where the browser cannot tell). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function LazyHoursChart(props: CumulativeHoursChartProps) {
  const { ref, near } = useNearViewport();
  const placeholder = <Placeholder ref={ref} $height={props.height} role="status" aria-label="Loading chart" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Chart {...props} />
    </Suspense>
  );
}
