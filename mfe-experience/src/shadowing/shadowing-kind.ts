import { SHADOWING_MODES, type ShadowingMode } from '@predental/experience-contract/experience-type-names';
import type { EntryKind } from '../lib/entry-kind';
import { SHADOWING_HEADING } from './shadowing-heading';
import { formSchema } from '@predental/area-runtime/form-schema';
import {
  AddShadowingEntryDocument,
  DeleteShadowingEntryDocument,
  ShadowingEntriesDocument,
  UpdateShadowingEntryDocument,
} from '../gql/graphql';

const MODE_LABELS: Record<ShadowingMode, string> = { 'in-person': 'In person', virtual: 'Virtual' };

export const SHADOWING: EntryKind = {
  ...SHADOWING_HEADING,
  noun: 'Shadowing',
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
    options: SHADOWING_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] })),
  },
  schema: formSchema(() =>
    import('@predental/experience-contract/shadowing').then((contract) => contract.shadowingInputSchema),
  ),
  chartColor: 'primary',
  applicationFields: (entry) => ({
    experienceType: 'Dental Shadowing',
    organization: 'practice' in entry ? entry.practice : '',
    contact: 'doctorName' in entry ? entry.doctorName : '',
  }),
};
