import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { plainText } from '@predental/contracts/plain-text';
import type { Entity } from '@predental/contracts/entity';
import { MAX_STATEMENT_CHARACTERS } from './personal-statement';

export const MAX_FEE = 100_000;
const MAX_WINDOW_DAYS = 120;

const fee = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars` })
    .min(0, `${what} must not be negative`)
    .max(MAX_FEE, `${what} must be at most ${MAX_FEE.toLocaleString('en-US')}`);

const days = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of days` })
    .int(`${what} must be a whole number of days`)
    .min(0, `${what} must not be negative`)
    .max(MAX_WINDOW_DAYS, `${what} must be at most ${MAX_WINDOW_DAYS} days`);

const sourceUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `${what} must be a web address (http or https)` })
    .max(500, `${what} must be at most 500 characters`);

const line = (what: string, max: number) =>
  plainText(
    z
      .string({ error: `${what} is required` })
      .trim()
      .min(1, `${what} is required`)
      .max(max, `${what} must be at most ${max} characters`),
    what,
  );

/**
 * One application cycle's settings (issue 35): students read them, admins change them. Every
 * date and fee changes from cycle to cycle and sources disagree (December 1 or 15), so none is
 * a constant of the code; each carries the source an admin gives.
 */
export const cycleSettingsSchema = z.object({
  cycleName: line('Cycle name', 40).describe('The cycle, e.g. "2026–2027".'),
  aadsasOpensOn: requiredDate('AADSAS opening date').nullable().describe('When ADEA AADSAS opens; null until known.'),
  firstSubmissionOn: requiredDate('First submission date')
    .nullable()
    .describe('The first day an application may be submitted; null until known.'),
  firstOfferOn: requiredDate('First offer date').describe(
    'The first day schools may make offers; an offer before it is refused.',
  ),
  firstOfferSourceUrl: sourceUrl('First offer date source').nullable(),
  longWindowDays: days('Response window').describe(
    'Days to answer an offer made from firstOfferOn until shortWindowFrom.',
  ),
  shortWindowFrom: requiredDate('Short response window start').describe('From this day an offer gets shortWindowDays.'),
  shortWindowDays: days('Short response window'),
  immediateAfter: requiredDate('Immediate answer date').describe(
    'After this day a school may ask for an immediate answer.',
  ),
  responseWindowsSourceUrl: sourceUrl('Response windows source').nullable(),
  aadsasFeeFirst: fee('AADSAS fee for the first school'),
  aadsasFeeAdditional: fee('AADSAS fee for each additional school'),
  aadsasFeeSourceUrl: sourceUrl('AADSAS fee source').nullable(),
  aadsasFeeYear: line('AADSAS fee year', 40).nullable().describe('The year (or cycle) the fees were published for.'),
  // Letters of evaluation (issue 36).
  letterReminderDays: days('Letter reminder').describe(
    'A letter requested this many days ago and not completed shows in the next deadlines, to follow up.',
  ),
  // The personal statement (issue 36): AADSAS's limit and prompt change with the cycle.
  statementLimit: z
    .number({ error: 'Personal statement limit must be a whole number of characters' })
    .int('Personal statement limit must be a whole number of characters')
    .min(100, 'Personal statement limit must be at least 100 characters')
    .max(
      MAX_STATEMENT_CHARACTERS,
      `Personal statement limit must be at most ${MAX_STATEMENT_CHARACTERS.toLocaleString('en-US')} characters`,
    )
    .describe('Characters, spaces and line breaks included.'),
  statementLimitSourceUrl: sourceUrl('Personal statement limit source').nullable(),
  statementPrompt: line('Personal statement prompt', 500).describe('The prompt shown above the editor.'),
  statementPromptSourceUrl: sourceUrl('Personal statement prompt source').nullable(),
});
export type CycleSettings = Entity<typeof cycleSettingsSchema>;

/** The windows must follow one another, or an offer's answer-by date would have no rule. */
export function windowsOutOfOrder(settings: CycleSettings): string | null {
  if (settings.shortWindowFrom <= settings.firstOfferOn)
    return 'The short response window must start after the first offer date';
  if (settings.immediateAfter < settings.shortWindowFrom)
    return 'The immediate answer date must not be before the short response window starts';
  return null;
}

/** PATCH /api/admin/application-cycle: any of the settings, at least one. */
export const cycleUpdateSchema = cycleSettingsSchema
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change');
export type CycleUpdate = z.infer<typeof cycleUpdateSchema>;
