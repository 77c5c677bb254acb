import type { ExperienceEntry } from '@predental/contracts/experience-entry';
import type { Goals } from '@predental/contracts/goals';
import type { Theme } from '@predental/design/theme';
import type { z } from 'zod';

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
  /** GraphQL type, e.g. ShadowingEntry; its list query is `list`. */
  type: string;
  list: string;
  goalField: keyof Goals;
  /** In form and table order; the first two describe an entry in the recent lists. */
  textFields: readonly TextField[];
  schema: z.ZodType;
  /** The colour of its line on the hours charts. */
  chartColor: keyof Theme['colors'];
  /** What an entry gives the application service's experience section (the CSV download). */
  applicationFields: (entry: Entry) => { experienceType: string; organization: string; contact: string };
}

/** An entry as the screens read it: the shared fields plus the kind's text fields. */
export type Entry = Omit<ExperienceEntry, 'userId'> & Record<string, unknown>;

export const entryText = (entry: Entry, field: TextField) => String(entry[field.name] ?? '');
