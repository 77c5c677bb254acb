import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useSharedQuery } from '@predental/area-runtime/shared-query';
import { todayIso } from '@predental/design/dates';
import { ExperienceSummaryDocument, type ExperienceSummaryQuery } from '../gql/graphql';

/** One kind's totals (shadowing and volunteer have the same). */
export type KindTotals = ExperienceSummaryQuery['experienceSummary']['shadowing'];
/** One AADSAS type's totals; the summary lists all eight in AADSAS's order. */
export type TypeTotals = ExperienceSummaryQuery['experienceSummary']['byType'][number];

/**
 * Totals, hours this month, goals and progress as the experience subgraph sums them. The month
 * is the student's own (SPEC §9 "this month"), which only the browser knows. Entry and goal
 * writes refetch it, so every screen showing it stays in step with the lists. The dashboard's
 * first step and three widgets show it: one watch for them all.
 */
export function useExperienceSummary() {
  const result = useFirstAnswerDeferred(
    useSharedQuery(ExperienceSummaryDocument, { variables: { month: todayIso().slice(0, 7) } }),
  );
  return { ...result, summary: result.data?.experienceSummary };
}
