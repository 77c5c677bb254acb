import type { ExperienceEntry } from '@predental/contracts/experience-entry';
import { ownedStore } from '@predental/service-kit/owned-store';
import { toEntry, type EntryDocument, type EntryKind, type EntryModel } from './entry-model';

/** One student's entries of one kind: newest date first, the same day's newest added first. */
export function entryStore<E extends ExperienceEntry>(entries: EntryModel, kind: EntryKind) {
  return ownedStore(entries, { what: kind.what, toItem: (doc: EntryDocument) => toEntry<E>(doc, kind), sort: { date: -1, _id: -1 } });
}
export type EntryStore<E extends ExperienceEntry> = ReturnType<typeof entryStore<E>>;
