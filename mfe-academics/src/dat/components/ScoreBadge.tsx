import type { DatScale } from '@predental/academics-contract/dat-scales';
import { Badge, type BadgeVariant } from '@predental/design/Badge';
import styled from 'styled-components';

/** SPEC §2 / §9 thresholds on the 600 scale, highest first: 570 and up, 530-569, 500-529, below 500. */
const BANDS: { from: number; variant: BadgeVariant; label: string }[] = [
  { from: 570, variant: 'default', label: '570 and up' },
  { from: 530, variant: 'secondary', label: '530–569' },
  { from: 500, variant: 'outline', label: '500–529' },
  { from: -Infinity, variant: 'destructive', label: 'below 500' },
];

const scoreVariant = (score: number): BadgeVariant => BANDS.find((band) => score >= band.from)!.variant;

/** A score on the 600 scale with SPEC's badge; one on the old 1-30 scale as "21/30" (the thresholds are not its). */
export function ScoreBadge({ score, scale }: { score: number; scale: DatScale }) {
  if (scale === '1-30') return <span>{datScoreText(score, scale)}</span>;
  return <Badge variant={scoreVariant(score)}>{score}</Badge>;
}

export const datScoreText = (score: number, scale: DatScale) => (scale === '1-30' ? `${score}/30` : String(score));

const Legend = styled.div`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
  }
`;

/** What the badge colours mean, each range in its colour; scores on 1-30 have none. */
export function ScoreLegend() {
  return (
    <Legend>
      <ul aria-label="Score colours">
        {BANDS.map(({ variant, label }) => (
          <li key={label}>
            <Badge variant={variant}>{label}</Badge>
          </li>
        ))}
      </ul>
      <p>Scores on the 1-30 scale (tests before March 1, 2025) are shown as 21/30, without a colour.</p>
    </Legend>
  );
}
