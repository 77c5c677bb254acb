import {
  MOVE_TYPE_MESSAGE,
  SPLIT_MESSAGE,
  type Experience,
  type ExperienceUpdate,
} from '@predental/experience-contract/experiences';
import { badInput, notFound } from '@predental/service-kit/errors';
import { Types } from 'mongoose';
import type { EntryStores } from '../entries/entries';
import type { ExperienceRecord, ExperienceRecords } from '../experience-record';
import { composeExperiences, groupedLogs } from './compose';
import { checkHighlightLimit } from './highlight-limit';
import { noChoices, type Additions, type ExperienceChoices } from './experience-choices';

/** Fields a change leaves alone are absent, never undefined (the driver would store null). */
const defined = <T extends object>(changes: T) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * A student's AADSAS entries: composed from their logs on every read, with their choices (logs
 * moved or split off, what they added to an entry) kept in their experience record. Each change
 * is one versioned write of that record, so the highlight limit is checked against the entries
 * as they are, and two highlights at once cannot both pass the last free place.
 */
export function experienceStore(records: ExperienceRecords, entries: EntryStores) {
  const allLogs = (data: ExperienceRecord, userId: string) => ({
    shadowing: entries.shadowing.listIn(data, userId),
    volunteer: entries.volunteer.listIn(data, userId),
    logs: entries.logs.listIn(data, userId),
  });
  const choicesOf = (data: ExperienceRecord): ExperienceChoices => data.experiences ?? noChoices();
  const composed = (data: ExperienceRecord, userId: string, today: string) =>
    composeExperiences(allLogs(data, userId), choicesOf(data), today);
  const find = (experiences: Experience[], id: string) =>
    experiences.find((experience) => experience.id === id) ?? notFound('Experience');

  /** A change of the student's choices, answered with the entries as they then are. */
  const changeChoices = <Result>(
    userId: string,
    today: string,
    change: (experiences: Experience[], choices: ExperienceChoices, data: ExperienceRecord) => ExperienceChoices,
    answer: (experiences: Experience[]) => Result,
  ) =>
    records.change(userId, (data) => {
      const before = composed(data, userId, today);
      const choices = change(before, choicesOf(data), data);
      // A deleted log's place is forgotten with it.
      const logIds = new Set(before.flatMap((experience) => experience.logIds));
      const placements = choices.placements.filter((placement) => logIds.has(placement.logId));
      const changed = { ...data, experiences: { ...choices, placements } };
      return { data: changed, result: answer(composed(changed, userId, today)) };
    });

  return {
    list: async (userId: string, today: string) => composed(await records.read(userId), userId, today),

    update: (userId: string, id: string, changes: ExperienceUpdate, today: string) =>
      changeChoices(
        userId,
        today,
        (experiences, choices) => {
          const before = find(experiences, id);
          if (changes.highlighted) checkHighlightLimit(experiences, id);
          const stored = choices.additions.find((addition) => addition.id === id);
          const { contact, ...rest } = defined(changes);
          const additions: Additions = {
            id,
            ongoing: before.ongoing,
            description: before.description,
            highlighted: before.highlighted,
            ...rest,
            contact: { ...stored?.contact, ...defined(contact ?? {}) },
          };
          return {
            ...choices,
            additions: [...choices.additions.filter((addition) => addition.id !== id), additions],
          };
        },
        (experiences) => find(experiences, id),
      ),

    /** Puts a log in another entry of its type; back in its default entry, it is no longer placed. */
    move: (userId: string, logId: string, toId: string, today: string) =>
      changeChoices(
        userId,
        today,
        (experiences, choices, data) => {
          const log = groupedLogs(allLogs(data, userId)).find((one) => one.id === logId) ?? notFound('Log');
          const target = find(experiences, toId);
          if (target.type !== log.type) badInput(MOVE_TYPE_MESSAGE);
          const others = choices.placements.filter((placement) => placement.logId !== logId);
          const placed = toId === log.defaultId ? [] : [{ logId, experienceId: toId, type: log.type }];
          return { ...choices, placements: [...others, ...placed] };
        },
        (experiences) => experiences,
      ),

    /** A new entry of some of an entry's logs; the rest stay where they are. */
    split: (userId: string, id: string, logIds: readonly string[], today: string) =>
      changeChoices(
        userId,
        today,
        (experiences, choices) => {
          const entry = find(experiences, id);
          const chosen = new Set(logIds);
          const proper = chosen.size > 0 && chosen.size < entry.logIds.length;
          if (!proper || [...chosen].some((logId) => !entry.logIds.includes(logId))) badInput(SPLIT_MESSAGE);
          const experienceId = new Types.ObjectId().toHexString();
          const others = choices.placements.filter((placement) => !chosen.has(placement.logId));
          const placed = [...chosen].map((logId) => ({ logId, experienceId, type: entry.type }));
          return { ...choices, placements: [...others, ...placed] };
        },
        (experiences) => experiences,
      ),
  };
}
export type ExperienceStore = ReturnType<typeof experienceStore>;
