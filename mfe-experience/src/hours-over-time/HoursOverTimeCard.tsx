import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { useId, useMemo, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import type { KindTotals } from '../lib/experience-summary';
import type { Entry, EntryKind, LogKind } from '../lib/entry-kind';
import { forecastSentence } from './forecast-sentence';
import { cumulativeHoursByMonth, goalForecast } from './hours-by-month';
import { CumulativeHoursChart } from './CumulativeHoursChart';

const Figure = styled.figure`
  display: grid;
  gap: 12px;
  margin: 0;
  figcaption {
    font-size: 14px;
  }
`;

/**
 * /shadowing and /volunteer: cumulative hours by month against the goal, and when the goal is reached
 * at this pace. Without totals (they are loading) the card is busy, '…' for its sentence.
 */
export function HoursOverTimeCard({
  kind,
  entries,
  totals,
  picker,
}: {
  /** A kind, or one of the other types on the experience hours page. */
  kind: Pick<LogKind, 'name' | 'noun'> & Pick<EntryKind, 'chartColor'>;
  entries: readonly Entry[];
  totals?: Pick<KindTotals, 'totalHours' | 'goal'>;
  /** Under the description: what chooses the hours shown (the experience hours page's type). */
  picker?: ReactNode;
}) {
  const { colors } = useTheme();
  const rows = useMemo(() => cumulativeHoursByMonth({ hours: entries }), [entries]);
  const sentence = totals ? forecastSentence(kind.name, goalForecast(entries, totals)) : '…';
  const titleId = useId();

  return (
    <Card aria-labelledby={titleId} aria-busy={!totals}>
      <CardHeader>
        <CardTitle id={titleId}>Hours Over Time</CardTitle>
        <CardDescription>Your {kind.name} hours added up month by month.</CardDescription>
        {picker}
      </CardHeader>
      <CardContent>
        {!totals || rows.length === 0 ? (
          <Muted>{sentence}</Muted>
        ) : (
          <Figure>
            <CumulativeHoursChart
              rows={rows}
              lines={[{ key: 'hours', name: `${kind.noun} hours`, color: colors[kind.chartColor], goal: totals.goal }]}
              height={260}
            />
            <figcaption>{sentence}</figcaption>
          </Figure>
        )}
      </CardContent>
    </Card>
  );
}
