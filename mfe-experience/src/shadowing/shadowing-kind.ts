import { shadowingInputSchema } from '@predental/experience-contract/shadowing';
import type { EntryKind } from '../lib/entry-kind';
import {
  AddShadowingEntryDocument,
  DeleteShadowingEntryDocument,
  ShadowingEntriesDocument,
  UpdateShadowingEntryDocument,
} from '../gql/graphql';

export const SHADOWING: EntryKind = {
  name: 'shadowing',
  noun: 'Shadowing',
  pageTitle: 'Shadowing Hours',
  subtitle: 'Log the time you spend shadowing dentists and track it against your goal.',
  recentTitle: 'Recent Shadowing',
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
  schema: shadowingInputSchema,
  chartColor: 'primary',
  applicationFields: (entry) => ({
    experienceType: 'Dental Shadowing',
    organization: 'practice' in entry ? entry.practice : '',
    contact: 'doctorName' in entry ? entry.doctorName : '',
  }),
};
