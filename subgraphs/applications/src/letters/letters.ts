import {
  AADSAS_LETTER_RULE,
  DATES_MESSAGE,
  LETTER_STATUSES,
  MAX_LETTERS,
  datesInOrder,
  withStatusDates,
  withinAadsasLimit,
  type Letter,
  type LetterInput,
  type LetterUpdate,
} from '@predental/applications-contract/letters';
import { badInput, notFound } from '@predental/service-kit/errors';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import { Types } from 'mongoose';
import type { ApplicationRecords } from '../applications/application-record';
import { lettersToFollowUp } from '../rules/letter-reminders';

const toLetter = (stored: StoredItem): Letter =>
  ({
    title: null,
    relationship: null,
    requestedOn: null,
    completedOn: null,
    waived: false,
    notes: null,
    ...stored,
  }) as Letter;

/** Planned first, as a request goes, then by evaluator. */
const order = (a: Letter, b: Letter) =>
  LETTER_STATUSES.indexOf(a.status) - LETTER_STATUSES.indexOf(b.status) ||
  a.evaluatorName.localeCompare(b.evaluatorName);

/** Fields a change leaves alone are absent, never undefined (the driver would store null). */
const defined = (changes: object) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/** The checks a letter and its list must pass together; a refusal changes nothing. */
function checked(letters: Letter[], changed: Letter): Letter[] {
  if (!datesInOrder(changed)) badInput(DATES_MESSAGE);
  if (!withinAadsasLimit(letters)) badInput(AADSAS_LETTER_RULE);
  return letters;
}

/**
 * A student's letters of evaluation, kept in their application record beside the applications
 * (service-kit's student-record) rather than a collection of their own: the AADSAS limit is a
 * rule over the whole list, and each change is one versioned write of the record whose unique
 * version claim makes racing writes apply one after the other, so two letters added at once are
 * checked against each other and a fifth individual letter never slips in.
 */
export function letterStore(records: ApplicationRecords) {
  const list = ownedList(records, 'letters', {
    what: 'Letter',
    max: MAX_LETTERS,
    plural: 'letters',
    order,
    toItem: toLetter,
  });
  const lettersOf = (data: { letters?: StoredItem[] }) => (data.letters ?? []).map(toLetter);

  return {
    list: (userId: string) => list.list(userId),
    remove: (userId: string, id: string) => list.remove(userId, id),

    /** Letters asked for more than `days` days before `today` and neither completed nor declined. */
    async dueForFollowUp(userId: string, today: string, days: number): Promise<Letter[]> {
      return lettersToFollowUp(await list.list(userId), today, days);
    },

    add(userId: string, input: LetterInput, today: string): Promise<Letter> {
      return records.change(userId, (data) => {
        const letters = lettersOf(data);
        if (letters.length >= MAX_LETTERS) badInput(`You can keep at most ${MAX_LETTERS} letters`);
        const added = toLetter({
          id: new Types.ObjectId().toHexString(),
          ...withStatusDates(defined(input) as LetterInput, today),
        });
        return { data: { ...data, letters: checked([...letters, added], added) }, result: added };
      });
    },

    update(userId: string, id: string, changes: LetterUpdate, today: string): Promise<Letter> {
      return records.change(userId, (data) => {
        const letters = lettersOf(data);
        const index = letters.findIndex((letter) => letter.id === id);
        if (index < 0) notFound('Letter');
        const updated = withStatusDates({ ...letters[index]!, ...defined(changes), id }, today);
        const all = letters.map((letter, at) => (at === index ? updated : letter));
        return { data: { ...data, letters: checked(all, updated) }, result: updated };
      });
    },
  };
}
export type LetterStore = ReturnType<typeof letterStore>;
