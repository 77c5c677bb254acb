import { Badge, type BadgeVariant } from '@predental/design/Badge';

/** SPEC §2 / §9 thresholds: 570 and up, 530-569, 500-529, below 500. */
export function scoreVariant(score: number): BadgeVariant {
  if (score >= 570) return 'default';
  if (score >= 530) return 'secondary';
  if (score >= 500) return 'outline';
  return 'destructive';
}

export function ScoreBadge({ score }: { score: number }) {
  return <Badge variant={scoreVariant(score)}>{score}</Badge>;
}
