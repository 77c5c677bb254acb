import { answerByFor, type AnswerRule } from '@predental/applications-contract/answer-by';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import type { ApplicationEvent } from '@predental/applications-contract/events';
import { inDateOrder } from './stage';

export interface OpenOffer {
  answerBy: string;
  rule: AnswerRule;
  ruleText: string;
}

/**
 * The offer still waiting for an answer: the latest offer, unless a deposit paid, a withdrawal
 * or a rejection came after it. Read with today's settings, so a changed window moves it.
 */
export function openOffer(
  events: readonly Pick<ApplicationEvent, 'kind' | 'date'>[],
  settings: CycleSettings,
): OpenOffer | null {
  const ordered = inDateOrder(events);
  const last = ordered.findLastIndex((event) => event.kind === 'offer');
  if (last < 0) return null;
  if (ordered.slice(last + 1).some((event) => ['deposit-paid', 'withdrawn', 'rejected'].includes(event.kind)))
    return null;
  const answer = answerByFor(ordered[last]!.date, settings);
  // An offer recorded before an admin moved the first offer date later keeps no deadline.
  return 'refused' in answer ? null : answer;
}
