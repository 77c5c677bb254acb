import type { TypedDocumentNode } from '@apollo/client';
import type { GoalsUpdate } from '@predental/experience-contract/goals';
import type { Theme } from '@predental/design/theme';
import type { FormSchema } from '@predental/area-runtime/form-schema';
import type {
  ExperienceLogFieldsFragment,
  ExperienceLogInput,
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

/** A choice a kind's form asks besides its text fields: shadowing's mode, an experience log's type. */
export interface ChoiceField {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The select starts on this empty option (nothing chosen); without one, on the first option. */
  emptyOption?: string;
  /**
   * Its table column, after the date. Without one, the table names the choice beside the first
   * text field, and only when it is not the first option (shadowing: 'Virtual').
   */
  column?: string;
}

/** What the day-by-day log screens need of a kind of logs: its operations, its form and its table. */
export interface LogKind {
  /** Word in sentences and element ids: 'shadowing', 'volunteer', 'experience'. */
  name: string;
  /** Capitalised word in titles: 'Shadowing'. */
  noun: string;
  /** The add/edit dialog's titles and its submit button when adding. */
  dialog: { add: string; edit: string; submit: string };
  /** Its operations, generated from the .graphql files beside its page. */
  documents: EntryDocuments;
  /** In form and table order; the first two describe an entry in the recent lists. */
  textFields: readonly TextField[];
  choice?: ChoiceField;
  /** The form's schema, loaded when the form is opened. */
  schema: FormSchema;
}

/** SPEC's two kinds, shadowing and volunteer: each has its own page, goal, summary and dashboard panel. */
export interface EntryKind extends LogKind {
  /** Route and word in sentences: 'shadowing' (/shadowing, 'this shadowing experience'). */
  name: 'shadowing' | 'volunteer';
  pageTitle: string;
  subtitle: string;
  /** Dashboard panel title. */
  recentTitle: string;
  goalField: keyof GoalsUpdate;
  /** The colour of its line on the hours charts. */
  chartColor: keyof Theme['colors'];
  /** What an entry gives the application service's experience section (the CSV download). */
  applicationFields: (entry: Entry) => { experienceType: string; organization: string; contact: string };
}

/** An entry (a log) as its kind's list query answers it: the shared fields plus the kind's own. */
export type Entry = ShadowingEntryFieldsFragment | VolunteerEntryFieldsFragment | ExperienceLogFieldsFragment;
export type EntryInput = ShadowingEntryInput | VolunteerEntryInput | ExperienceLogInput;

/** A kind's typed operations; each list query answers its entries as `entries`. */
interface EntryDocuments {
  list: TypedDocumentNode<{ entries: Entry[] }, Record<string, never>>;
  add: TypedDocumentNode<unknown, { input: EntryInput }>;
  update: TypedDocumentNode<unknown, { id: string; input: EntryInput }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

export function entryText(entry: Entry, field: Pick<TextField, 'name'>): string {
  // Text fields are named by the kind, so read the entry as a record of fields.
  const fields: Readonly<Record<string, unknown>> = entry;
  const value = fields[field.name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** How a choice's value reads: 'virtual' -> 'Virtual'. */
export const choiceLabel = (choice: ChoiceField, value: string) =>
  choice.options.find((option) => option.value === value)?.label ?? value;
