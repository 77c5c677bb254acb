import type { EntityDeclaration } from '@predental/contracts/entity';
import { dentalSchoolSchema } from './dental-school-entity';

/** The schools area's entities: `npm run codegen` writes their GraphQL types, inputs and fragments from these. */
export const entities: Record<string, EntityDeclaration> = {
  DentalSchool: {
    schema: dentalSchoolSchema,
    key: 'id',
    description:
      "A dental school in the shared directory. Cycle figures (tuition, GPA and DAT averages,\nacceptance rate) are an admin's, else the school's sourced figure (figureSources says which),\nelse null; the explorer shows N/A.",
    input: {
      name: 'DentalSchoolInput',
      description:
        "Fields are nullable so the subgraph answers missing ones with the product's own messages.\nCreating needs name, state, city, tuition, programLength, both GPA averages and datAvg; updating takes any field,\nand a figure may be set back to null (not reported).",
      serverDecides: [
        'id',
        'key',
        'shortNames',
        'figures',
        'figureSources',
        'prerequisites',
        'prerequisiteLimits',
        'letterRequirement',
      ],
    },
    // The explorer selects a school's prerequisites beside its own checks of them; the applications area its letters.
    notInFragment: ['prerequisites', 'prerequisiteLimits', 'letterRequirement'],
    resolved: { DentalSchool: ['isFavorite'], SchoolFigure: ['old', 'enteredByAdmin'] },
  },
};
