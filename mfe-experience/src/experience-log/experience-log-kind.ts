import { experienceTypeName, LOGGED_TYPES } from '@predental/experience-contract/experience-type-names';
import type { LogKind } from '../lib/entry-kind';
import { formSchema } from '@predental/area-runtime/form-schema';
import {
  AddExperienceLogDocument,
  DeleteExperienceLogDocument,
  ExperienceLogEntriesDocument,
  UpdateExperienceLogDocument,
} from '../gql/graphql';

/** The AADSAS types SPEC does not log (research, employment...), as the type select offers them. */
const LOGGED_TYPE_OPTIONS = LOGGED_TYPES.map((type) => ({ value: type, label: experienceTypeName(type) }));

/** A day's hours of one of the other AADSAS types: the same form and table as shadowing's, with a type. */
export const EXPERIENCE_LOG: LogKind = {
  name: 'experience',
  noun: 'Experience',
  dialog: { add: 'Add Experience Hours', edit: 'Edit Experience Hours', submit: 'Add Hours' },
  documents: {
    list: ExperienceLogEntriesDocument,
    add: AddExperienceLogDocument,
    update: UpdateExperienceLogDocument,
    remove: DeleteExperienceLogDocument,
  },
  textFields: [
    {
      name: 'organization',
      label: 'Organization',
      column: 'Organization',
      placeholder: 'e.g. Campus Biology Lab, Smile Dental',
    },
  ],
  choice: { name: 'type', label: 'Type', column: 'Type', emptyOption: 'Select a type', options: LOGGED_TYPE_OPTIONS },
  // The form's own word for a type not chosen yet: the API's message lists the type ids for its clients.
  schema: formSchema(async () => {
    const [{ experienceLogInputSchema }, { z }] = await Promise.all([
      import('@predental/experience-contract/experience-log'),
      import('zod'),
    ]);
    return experienceLogInputSchema.extend({
      type: z.enum(LOGGED_TYPES, { error: 'Experience type is required' }),
    });
  }),
};
