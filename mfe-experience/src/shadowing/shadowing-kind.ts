import { shadowingInputSchema } from '@predental/experience-contract/shadowing';
import { shadowingModeSchema, type ShadowingMode } from '@predental/experience-contract/experience-types';
import type { EntryKind } from '../lib/entry-kind';
import {
  AddShadowingEntryDocument,
  DeleteShadowingEntryDocument,
  ShadowingEntriesDocument,
  UpdateShadowingEntryDocument,
} from '../gql/graphql';

const MODE_LABELS: Record<ShadowingMode, string> = { 'in-person': 'In person', virtual: 'Virtual' };

export const SHADOWING: EntryKind = {
  name: 'shadowing',
  noun: 'Shadowing',
  pageTitle: 'Shadowing Hours',
  subtitle: 'Log the time you spend shadowing dentists and track it against your goal.',
  recentTitle: 'Recent Shadowing',
  dialog: { add: 'Add Shadowing Experience', edit: 'Edit Shadowing Experience', submit: 'Add Shadowing' },
  documents: {
    list: ShadowingEntriesDocument,
    add: AddShadowingEntryDocument,
    update: UpdateShadowingEntryDocument,
    remove: DeleteShadowingEntryDocument,
  },
  goalField: 'shadowingGoal',
  textFields: [
    { name: 'doctorName', label: "Doctor's Name", column: 'Doctor', placeholder: 'e.g. Dr. Sarah Smith' },
    { name: 'practice', label: 'Practice', column: 'Practice', placeholder: 'e.g. Smile Dental (general practice)' },
  ],
  // Issue 37: AADSAS counts in-person and virtual shadowing apart; in person unless the student says.
  choice: {
    name: 'mode',
    label: 'Mode',
    options: shadowingModeSchema.options.map((mode) => ({ value: mode, label: MODE_LABELS[mode] })),
  },
  schema: shadowingInputSchema,
  chartColor: 'primary',
  applicationFields: (entry) => ({
    experienceType: 'Dental Shadowing',
    organization: 'practice' in entry ? entry.practice : '',
    contact: 'doctorName' in entry ? entry.doctorName : '',
  }),
};
