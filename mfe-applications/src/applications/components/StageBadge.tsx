import { Badge } from '@predental/design/Badge';
import { stageLabel } from '../stages';

/** Closed applications read quieter, an offer or a paid deposit stands out. */
const VARIANTS: Record<string, 'default' | 'secondary' | 'outline'> = {
  offer: 'default',
  'deposit-paid': 'default',
  rejected: 'outline',
  withdrawn: 'outline',
};

export function StageBadge({ stage }: { stage: string }) {
  return <Badge variant={VARIANTS[stage] ?? 'secondary'}>{stageLabel(stage)}</Badge>;
}
