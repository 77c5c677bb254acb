import type { ExperienceEntry } from '@predental/experience-contract/experience-entry';
import type { z } from 'zod';
import { MAX_ENTRIES } from '@predental/experience-contract/experience-entry';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import type { ExperienceRecords } from '../experience-record';

/** What makes one kind of entry different: where the record keeps it and its own text fields. */
export interface EntryKind {
  field: 'shadowing' | 'volunteer';
  /** For messages: 'Shadowing entry not found'. */
  what: string;
  plural: string;
  textFields: readonly string[];
}

export const SHADOWING: EntryKind = {
  field: 'shadowing',
  what: 'Shadowing entry',
  plural: 'shadowing entries',
  textFields: ['doctorName', 'practice'],
};
export const VOLUNTEER: EntryKind = {
  field: 'volunteer',
  what: 'Volunteer entry',
  plural: 'volunteer entries',
  textFields: ['organization', 'type', 'supervisor'],
};

function toEntry<E extends ExperienceEntry>(stored: StoredItem, userId: string, kind: EntryKind): E {
  const entry: ExperienceEntry & Record<string, unknown> = {
    id: stored.id,
    userId,
    date: stored.date as string,
    hours: stored.hours as number,
    notes: (stored.notes as string | null | undefined) ?? null,
  };
  for (const field of kind.textFields) entry[field] = stored[field];
  return entry as E;
}

/** One student's entries of one kind: newest date first, the same day's newest added first. */
export function entryStore<E extends ExperienceEntry>(records: ExperienceRecords, kind: EntryKind) {
  return ownedList(records, kind.field, {
    what: kind.what,
    max: MAX_ENTRIES,
    plural: kind.plural,
    toItem: (stored, userId) => toEntry<E>(stored, userId, kind),
    order: (a: E, b: E) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
  });
}
export type EntryStore<E extends ExperienceEntry> = ReturnType<typeof entryStore<E>>;

/** A stored entry of the kind whose input schema is S: the common fields and that kind's own. */
export type EntryOf<S extends z.ZodType> = ExperienceEntry & z.output<S>;
