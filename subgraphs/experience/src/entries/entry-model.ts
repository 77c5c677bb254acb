import type { ExperienceEntry } from '@predental/contracts/experience-entry';
import mongoose, { type Connection, type Model } from 'mongoose';

/** What makes one kind of entry different: its collection and its own text fields. */
export interface EntryKind {
  model: string;
  /** For messages: 'Shadowing entry not found'. */
  what: string;
  textFields: readonly string[];
}

export const SHADOWING: EntryKind = { model: 'ShadowingEntry', what: 'Shadowing entry', textFields: ['doctorName', 'practice'] };
export const VOLUNTEER: EntryKind = { model: 'VolunteerEntry', what: 'Volunteer entry', textFields: ['organization', 'type', 'supervisor'] };

export interface EntryDocument {
  _id: mongoose.Types.ObjectId;
  userId: mongoose.Types.ObjectId;
  date: string;
  hours: number;
  notes?: string | null;
  [textField: string]: unknown;
}
export type EntryModel = Model<EntryDocument>;

export function entryModel(connection: Connection, kind: EntryKind): EntryModel {
  const schema = new mongoose.Schema<EntryDocument>(
    {
      userId: { type: mongoose.Schema.Types.ObjectId, required: true },
      date: { type: String, required: true },
      hours: { type: Number, required: true },
      notes: { type: String, default: null },
      ...Object.fromEntries(kind.textFields.map((field) => [field, { type: String, required: true }])),
    },
    { timestamps: true },
  );
  // Serves the entry list: one student's entries, newest date first.
  schema.index({ userId: 1, date: -1 });
  return connection.model<EntryDocument>(kind.model, schema);
}

export function toEntry<E extends ExperienceEntry>(doc: EntryDocument, kind: EntryKind): E {
  const entry: ExperienceEntry & Record<string, unknown> = {
    id: doc._id.toString(),
    userId: doc.userId.toString(),
    date: doc.date,
    hours: doc.hours,
    notes: doc.notes ?? null,
  };
  for (const field of kind.textFields) entry[field] = doc[field];
  return entry as E;
}
