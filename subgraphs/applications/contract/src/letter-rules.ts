/*
 * A letter's kinds, roles and statuses, and the AADSAS rule its list keeps, apart from the
 * schemas (./letters): the letters screen counts and labels letters without zod.
 */

export const LETTER_KINDS = ['individual', 'committee'] as const;
export const LETTER_ROLES = ['science-faculty', 'non-science-faculty', 'dentist', 'employer', 'other'] as const;
/** In the order a request goes: the student plans it, asks, the evaluator accepts, then completes or declines. */
export const LETTER_STATUSES = ['planned', 'requested', 'accepted', 'completed', 'declined'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** Planned and declined letters are not on the AADSAS application, so the rule leaves them out. */
const COUNTED: readonly LetterStatus[] = ['requested', 'accepted', 'completed'];
/** Every letter kept, planned and declined ones too: a whole cycle's asking stays one bounded list. */
export const MAX_LETTERS = 30;

/** A letter is completed on or after the day it was asked for. */
export const datesInOrder = (letter: { requestedOn?: string | null; completedOn?: string | null }) =>
  !letter.requestedOn || !letter.completedOn || letter.completedOn >= letter.requestedOn;
export const DATES_MESSAGE = 'Completed date must not be before the requested date';

/**
 * The AADSAS limit. "Applicants may submit a maximum of four individual letters of evaluation or
 * one committee letter/report plus the option of one additional individual letter" (ADEA AADSAS
 * Application Instructions, Letters of Evaluation, undated page, read 2026:
 * http://www.adea.org/AADSASapp/Instructions/letters-of-evaluation.aspx; that page also says a
 * committee letter "counts as three letters", the older wording of the same limit). ADEA's
 * instructions for evaluators of the 2016 application: "ADEA AADSAS will only accept four letters
 * of evaluation" (https://portal.aadsasweb.org/aadsaseforms2017/instructions.html).
 */
export const AADSAS_LETTER_RULE =
  'AADSAS accepts at most four individual letters, or one committee letter and one individual letter';
const MAX_INDIVIDUAL_LETTERS = 4;
const MAX_WITH_COMMITTEE = 1;

/** The letters the rule counts: requested, accepted or completed. */
function countedLetters(letters: readonly { kind: string; status: string }[]) {
  const counted = letters.filter((letter) => COUNTED.includes(letter.status as LetterStatus));
  return {
    individual: counted.filter((letter) => letter.kind === 'individual').length,
    committee: counted.filter((letter) => letter.kind === 'committee').length,
  };
}

/** Whether these letters fit on one AADSAS application. */
export function withinAadsasLimit(letters: readonly { kind: string; status: string }[]): boolean {
  const { individual, committee } = countedLetters(letters);
  if (committee === 0) return individual <= MAX_INDIVIDUAL_LETTERS;
  return committee === 1 && individual <= MAX_WITH_COMMITTEE;
}

/** The count the student sees: "3 of 4 individual letters", or with a committee letter "1 committee letter and 0 of 1 individual letter". */
export function letterCountText(letters: readonly { kind: string; status: string }[]): string {
  const { individual, committee } = countedLetters(letters);
  if (committee === 0) return `${individual} of ${MAX_INDIVIDUAL_LETTERS} individual letters`;
  const committees = committee === 1 ? '1 committee letter' : `${committee} committee letters`;
  return `${committees} and ${individual} of ${MAX_WITH_COMMITTEE} individual letter`;
}

/**
 * The dates a status implies when the student left them empty: a letter asked for was asked
 * today, a completed one completed today (the reminders count from requestedOn).
 */
export function withStatusDates<L extends { status: string; requestedOn?: string | null; completedOn?: string | null }>(
  letter: L,
  today: string,
): L {
  const asked = letter.status !== 'planned';
  return {
    ...letter,
    requestedOn: letter.requestedOn ?? (asked ? today : null),
    completedOn: letter.completedOn ?? (letter.status === 'completed' ? today : null),
  };
}
