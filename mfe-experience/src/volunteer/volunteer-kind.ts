import type { EntryKind } from '../lib/entry-kind';
import { VOLUNTEER_HEADING } from './volunteer-heading';
import { formSchema } from '@predental/area-runtime/form-schema';
import {
  AddVolunteerEntryDocument,
  DeleteVolunteerEntryDocument,
  UpdateVolunteerEntryDocument,
  VolunteerEntriesDocument,
} from '../gql/graphql';

export const VOLUNTEER: EntryKind = {
  ...VOLUNTEER_HEADING,
  noun: 'Volunteer',
  recentTitle: 'Recent Volunteering',
  dialog: { add: 'Add Volunteer Experience', edit: 'Edit Volunteer Experience', submit: 'Add Volunteer' },
  documents: {
    list: VolunteerEntriesDocument,
    add: AddVolunteerEntryDocument,
    update: UpdateVolunteerEntryDocument,
    remove: DeleteVolunteerEntryDocument,
  },
  goalField: 'volunteerGoal',
  textFields: [
    { name: 'organization', label: 'Organization', column: 'Organization', placeholder: 'e.g. City Free Clinic' },
    { name: 'type', label: 'Type', column: 'Type', placeholder: 'e.g. Clinical, Community service' },
    { name: 'supervisor', label: 'Supervisor', column: 'Supervisor', placeholder: 'Name and email or phone' },
  ],
  schema: formSchema(() =>
    import('@predental/experience-contract/volunteer').then((contract) => contract.volunteerInputSchema),
  ),
  chartColor: 'info',
  applicationFields: (entry) => ({
    experienceType: `Volunteer - ${'type' in entry ? entry.type : ''}`,
    organization: 'organization' in entry ? entry.organization : '',
    contact: 'supervisor' in entry ? entry.supervisor : '',
  }),
};
