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

// SPEC's four first, then the other three sections.
const TILES = [
  ['Academic Average', 'academicAverage'],
  ['Biology', 'biology'],
  ['Perceptual Ability', 'perceptualAbility'],
  ['Reading Comprehension', 'readingComprehension'],
  ['General Chemistry', 'generalChemistry'],
  ['Organic Chemistry', 'organicChemistry'],
  ['Quantitative Reasoning', 'quantitativeReasoning'],
] as const;

/**
 * The attempt with the most recent test date (the list comes newest first). Without one (the scores
 * are loading) the card holds its place, busy, with '…' for each score: what is under it stays put.
 */
export function LatestDatScore({ score }: { score?: DatScoreFieldsFragment }) {
  return (
    <Card aria-labelledby="latest-dat-score" aria-busy={!score}>
      <CardHeader>
        <CardTitle id="latest-dat-score">Latest DAT Score</CardTitle>
        {score ? (
          <CardDescription>
            Taken on {formatCalendarDate(score.testDate)}
            {scaleOf(score) === '1-30' && ', scored on the 1-30 scale'}
          </CardDescription>
        ) : (
          <CardDescription role="status">Loading DAT scores...</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <Tiles>
          {TILES.map(([label, field]) => (
            <Tile key={label}>
              <dt>{label}</dt>
              <dd>{score ? <ScoreBadge score={score[field]} scale={scaleOf(score)} /> : '…'}</dd>
            </Tile>
          ))}
        </Tiles>
        <ScoreLegend />
      </CardContent>
    </Card>
  );
}
