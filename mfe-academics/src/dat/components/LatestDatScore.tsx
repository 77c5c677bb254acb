import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import styled from 'styled-components';
import { formatCalendarDate } from '@predental/design/dates';
import { scaleOf } from '@predental/academics-contract/dat-scales';
import type { DatScoreFieldsFragment } from '../../gql/graphql';
import { ScoreBadge, ScoreLegend } from './ScoreBadge';

const Tiles = styled.dl`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  margin: 0 0 16px;
`;

const Tile = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-size: 22px;
    font-weight: 700;
  }
`;

/** The attempt with the most recent test date (the list comes newest first). */
export function LatestDatScore({ score }: { score: DatScoreFieldsFragment }) {
  // SPEC's four first, then the other three sections.
  const tiles = [
    ['Academic Average', score.academicAverage],
    ['Biology', score.biology],
    ['Perceptual Ability', score.perceptualAbility],
    ['Reading Comprehension', score.readingComprehension],
    ['General Chemistry', score.generalChemistry],
    ['Organic Chemistry', score.organicChemistry],
    ['Quantitative Reasoning', score.quantitativeReasoning],
  ] as const;
  return (
    <Card aria-labelledby="latest-dat-score">
      <CardHeader>
        <CardTitle id="latest-dat-score">Latest DAT Score</CardTitle>
        <CardDescription>
          Taken on {formatCalendarDate(score.testDate)}
          {scaleOf(score) === '1-30' && ', scored on the 1-30 scale'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tiles>
          {tiles.map(([label, value]) => (
            <Tile key={label}>
              <dt>{label}</dt>
              <dd>
                <ScoreBadge score={value} scale={scaleOf(score)} />
              </dd>
            </Tile>
          ))}
        </Tiles>
        <ScoreLegend />
      </CardContent>
    </Card>
  );
}
