import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { CumulativeHoursChartProps } from './CumulativeHoursChart';

const Chart = lazy(() => import('./CumulativeHoursChart'));

/** Holds the chart's place while recharts loads, so the page does not jump. */
const Placeholder = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

export function LazyHoursChart(props: CumulativeHoursChartProps) {
  return (
    <Suspense fallback={<Placeholder $height={props.height} role="status" aria-label="Loading chart" />}>
      <Chart {...props} />
    </Suspense>
  );
}
