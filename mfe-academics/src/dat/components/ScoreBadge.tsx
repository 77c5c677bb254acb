import type { DatScale } from '@predental/academics-contract/dat';
import { Badge, type BadgeVariant } from '@predental/design/Badge';

/** SPEC §2 / §9 thresholds on the 600 scale: 570 and up, 530-569, 500-529, below 500. */
function scoreVariant(score: number): BadgeVariant {
  if (score >= 570) return 'default';
  if (score >= 530) return 'secondary';
  if (score >= 500) return 'outline';
  return 'destructive';
}

/** A score on the 600 scale with SPEC's badge; one on the old 1-30 scale as "21/30" (the thresholds are not its). */
export function ScoreBadge({ score, scale }: { score: number; scale: DatScale }) {
  if (scale === '1-30') return <span>{datScoreText(score, scale)}</span>;
  return <Badge variant={scoreVariant(score)}>{score}</Badge>;
}

export const datScoreText = (score: number, scale: DatScale) => (scale === '1-30' ? `${score}/30` : String(score));
