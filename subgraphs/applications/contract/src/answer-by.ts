import type { CycleSettings } from './cycle';

/** Which window an offer's answer-by date came from. */
export type AnswerRule = 'long-window' | 'short-window' | 'immediate';

export type AnswerBy = { answerBy: string; rule: AnswerRule; ruleText: string } | { refused: string };

type Windows = Pick<
  CycleSettings,
  'firstOfferOn' | 'longWindowDays' | 'shortWindowFrom' | 'shortWindowDays' | 'immediateAfter'
>;

/** A calendar date (YYYY-MM-DD) moved by whole days, in UTC so no clock change shifts it. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A real day written YYYY-MM-DD. */
export const isCalendarDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;

/** Refused: an offer before the first day schools may make offers. */
export const earlyOfferMessage = (firstOfferOn: string) =>
  `An offer cannot be dated before ${firstOfferOn}, the first day schools may make offers this cycle`;

/**
 * The date an offer made on `offerOn` must be answered by, from the cycle's windows (ADEA's
 * guidelines: at least 30 days for offers from the first offer date to January 31, 15 from
 * February 1, and an immediate answer may be asked after May 15), with the rule it came from.
 */
export function answerByFor(offerOn: string, windows: Windows): AnswerBy {
  if (offerOn < windows.firstOfferOn) return { refused: earlyOfferMessage(windows.firstOfferOn) };
  if (offerOn > windows.immediateAfter)
    return {
      answerBy: offerOn,
      rule: 'immediate',
      ruleText: `An offer after ${windows.immediateAfter} may ask for an immediate answer`,
    };
  if (offerOn >= windows.shortWindowFrom)
    return {
      answerBy: addDays(offerOn, windows.shortWindowDays),
      rule: 'short-window',
      ruleText: `${windows.shortWindowDays} days for an offer from ${windows.shortWindowFrom}`,
    };
  return {
    answerBy: addDays(offerOn, windows.longWindowDays),
    rule: 'long-window',
    ruleText: `${windows.longWindowDays} days for an offer from ${windows.firstOfferOn} until ${addDays(windows.shortWindowFrom, -1)}`,
  };
}
