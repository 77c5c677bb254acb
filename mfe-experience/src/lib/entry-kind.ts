import type { TypedDocumentNode } from '@apollo/client';
import type { GoalsUpdate } from '@predental/experience-contract/goals';
import type { Theme } from '@predental/design/theme';
import type { z } from 'zod';
import type {
  ShadowingEntryFieldsFragment,
  ShadowingEntryInput,
  VolunteerEntryFieldsFragment,
  VolunteerEntryInput,
} from '../gql/graphql';

/** One of a kind's own text fields, as the form, the table and the recent lists show it. */
export interface TextField {
  name: string;
  /** Form label. */
  label: string;
  /** Table header. */
  column: string;
  placeholder: string;
}

/** Everything that differs between shadowing and volunteer screens; the rest is shared. */
export interface EntryKind {
  /** Route and word in sentences: 'shadowing' (/shadowing, 'this shadowing experience'). */
  name: 'shadowing' | 'volunteer';
  /** Capitalised word in titles: 'Add New Shadowing', 'Set Shadowing Goal'. */
  noun: string;
  pageTitle: string;
  subtitle: string;
  /** Dashboard panel title. */
  recentTitle: string;
  /** Its operations, generated from the .graphql files beside its page. */
  documents: EntryDocuments;
  goalField: keyof GoalsUpdate;
  /** In form and table order; the first two describe an entry in the recent lists. */
  textFields: readonly TextField[];
  schema: z.ZodType;
  /** The colour of its line on the hours charts. */
  chartColor: keyof Theme['colors'];
  /** What an entry gives the application service's experience section (the CSV download). */
  applicationFields: (entry: Entry) => { experienceType: string; organization: string; contact: string };
}

/** An entry as its kind's list query answers it: the shared fields plus the kind's text fields. */
export type Entry = ShadowingEntryFieldsFragment | VolunteerEntryFieldsFragment;
export type EntryInput = ShadowingEntryInput | VolunteerEntryInput;

/** A kind's typed operations; each list query answers its entries as `entries`. */
interface EntryDocuments {
  list: TypedDocumentNode<{ entries: Entry[] }, Record<string, never>>;
  add: TypedDocumentNode<unknown, { input: EntryInput }>;
  update: TypedDocumentNode<unknown, { id: string; input: EntryInput }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

export function entryText(entry: Entry, field: TextField): string {
  // Text fields are named by the kind, so read the entry as a record of fields.
  const fields: Readonly<Record<string, unknown>> = entry;
  const value = fields[field.name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
