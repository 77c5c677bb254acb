import type { ExperienceEntry } from '@predental/experience-contract/experience-entry';
import { MAX_ENTRIES } from '@predental/experience-contract/experience-entry';
import { readExperienceLog, type ExperienceLog } from '@predental/experience-contract/experience-log';
import { readShadowingEntry, type ShadowingEntry } from '@predental/experience-contract/shadowing';
import { readVolunteerEntry, type VolunteerEntry } from '@predental/experience-contract/volunteer';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import type { ExperienceRecords } from '../experience-record';

/** What makes one kind of entry different: where the record keeps it and how one is read. */
export interface EntryKind<E extends ExperienceEntry> {
  field: 'shadowing' | 'volunteer' | 'logs';
  /** For messages: 'Shadowing entry not found'. */
  what: string;
  plural: string;
  read: (stored: StoredItem) => E;
}

const SHADOWING: EntryKind<ShadowingEntry> = {
  field: 'shadowing',
  what: 'Shadowing entry',
  plural: 'shadowing entries',
  read: readShadowingEntry,
};
const VOLUNTEER: EntryKind<VolunteerEntry> = {
  field: 'volunteer',
  what: 'Volunteer entry',
  plural: 'volunteer entries',
  read: readVolunteerEntry,
};

/** Issue 37: the other AADSAS types' logs, one list for the five types. */
const EXPERIENCE_LOG: EntryKind<ExperienceLog> = {
  field: 'logs',
  what: 'Experience log',
  plural: 'experience logs',
  read: readExperienceLog,
};

/** One student's entries of one kind: newest date first, the same day's newest added first. */
function entryStore<E extends ExperienceEntry>(records: ExperienceRecords, kind: EntryKind<E>) {
  return ownedList(records, kind.field, {
    what: kind.what,
    max: MAX_ENTRIES,
    plural: kind.plural,
    // The owner's id is the record's.
    toItem: (stored, userId): E => ({ ...kind.read(stored), userId }),
    order: (a: E, b: E) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
  });
}

/** The three kinds of log, each in its own list of the student's record. */
export const entryStores = (records: ExperienceRecords) => ({
  shadowing: entryStore(records, SHADOWING),
  volunteer: entryStore(records, VOLUNTEER),
  logs: entryStore(records, EXPERIENCE_LOG),
});
export type EntryStores = ReturnType<typeof entryStores>;
