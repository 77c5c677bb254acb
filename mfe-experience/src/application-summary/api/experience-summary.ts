import { gql, useQuery } from '@apollo/client';
import type { HoursSummary } from '@predental/contracts/hours';

const EXPERIENCE_SUMMARY = gql`
  query ExperienceSummary {
    experienceSummary {
      shadowing { totalHours goal progressPercent }
      volunteer { totalHours goal progressPercent }
    }
  }
`;

export type KindTotals = Pick<HoursSummary, 'totalHours' | 'goal' | 'progressPercent'>;

/**
 * The totals as the experience subgraph sums them. Asked afresh on each visit: entry and goal
 * writes refresh the lists and goals, not this, so a cached copy could disagree with the tables.
 */
export function useExperienceSummary() {
  return useQuery<{ experienceSummary: Record<'shadowing' | 'volunteer', KindTotals> }>(EXPERIENCE_SUMMARY, { fetchPolicy: 'network-only' });
}
