import type { AreaProps } from '@predental/area-runtime/area';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { LoadError } from '@predental/design/QueryState';
import { Muted } from '@predental/design/Page';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { useEntries } from '../entries';
import { useExperienceSummary } from '../lib/experience-summary';
import { forecastSentence, cumulativeHoursByMonth, goalForecast, CumulativeHoursChart } from '../hours-over-time';
import { SHADOWING } from '../shadowing';
import { VOLUNTEER } from '../volunteer';

const Figure = styled.figure`
  margin: 0;
`;

const Forecasts = styled.ul`
  display: grid;
  gap: 4px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
`;

/** Dashboard widget: shadowing and volunteer hours added up month by month in one small chart. */
export default function HoursChart(_props: AreaProps) {
  const { colors } = useTheme();
  const shadowing = useEntries(SHADOWING);
  const volunteer = useEntries(VOLUNTEER);
  const { summary, error: summaryError, refetch: refetchSummary } = useExperienceSummary();
  const rows = useMemo(
    () => cumulativeHoursByMonth({ shadowing: shadowing.entries, volunteer: volunteer.entries }),
    [shadowing.entries, volunteer.entries],
  );
  const kinds = [
    { kind: SHADOWING, entries: shadowing.entries },
    { kind: VOLUNTEER, entries: volunteer.entries },
  ];
  const failed = shadowing.error ?? volunteer.error ?? summaryError;

  return (
    <Card aria-labelledby="hours-over-time">
      <CardHeader>
        <CardTitle id="hours-over-time">Hours Over Time</CardTitle>
        <CardDescription>Shadowing and volunteer hours added up month by month.</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadError
            what="hours"
            message={failed.message}
            onRetry={() => void Promise.all([shadowing.refetch(), volunteer.refetch(), refetchSummary()])}
          />
        ) : shadowing.loading || volunteer.loading || !summary ? (
          <Muted role="status">Loading...</Muted>
        ) : rows.length === 0 ? (
          <Muted>Log shadowing or volunteer hours to see them add up over time.</Muted>
        ) : (
          <Figure>
            <CumulativeHoursChart
              rows={rows}
              lines={kinds.map(({ kind }) => ({
                key: kind.name,
                name: kind.noun,
                color: colors[kind.chartColor],
                goal: summary[kind.name].goal,
              }))}
              height={200}
            />
            <figcaption>
              <Forecasts>
                {kinds.map(({ kind, entries }) => (
                  <li key={kind.name}>
                    <strong>{kind.noun}:</strong>{' '}
                    {forecastSentence(kind.name, goalForecast(entries, summary[kind.name]))}
                  </li>
                ))}
              </Forecasts>
            </figcaption>
          </Figure>
        )}
      </CardContent>
    </Card>
  );
}
