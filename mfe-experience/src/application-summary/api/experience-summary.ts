import { useQuery } from '@apollo/client';
import { ExperienceSummaryDocument, type ExperienceSummaryQuery } from '../../gql/graphql';

/** One kind's totals (shadowing and volunteer have the same). */
export type KindTotals = ExperienceSummaryQuery['experienceSummary']['shadowing'];

/**
 * The totals as the experience subgraph sums them. Asked afresh on each visit: entry and goal
 * writes refresh the lists and goals, not this, so a cached copy could disagree with the tables.
 */
export function useExperienceSummary() {
  return useQuery(ExperienceSummaryDocument, { fetchPolicy: 'network-only' });
}
