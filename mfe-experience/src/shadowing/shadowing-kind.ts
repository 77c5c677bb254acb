import { shadowingInputSchema } from '@predental/contracts/shadowing';
import type { EntryKind } from '../entries/entry-kind';

export const SHADOWING: EntryKind = {
  name: 'shadowing',
  noun: 'Shadowing',
  pageTitle: 'Shadowing Hours',
  subtitle: 'Log the time you spend shadowing dentists and track it against your goal.',
  recentTitle: 'Recent Shadowing',
  type: 'ShadowingEntry',
  list: 'shadowingEntries',
  goalField: 'shadowingGoal',
  textFields: [
    { name: 'doctorName', label: "Doctor's Name", column: 'Doctor', placeholder: 'e.g. Dr. Sarah Smith' },
    { name: 'practice', label: 'Practice', column: 'Practice', placeholder: 'e.g. Smile Dental (general practice)' },
  ],
  schema: shadowingInputSchema,
  chartColor: 'primary',
  applicationFields: (entry) => ({ experienceType: 'Dental Shadowing', organization: String(entry.practice ?? ''), contact: String(entry.doctorName ?? '') }),
};
