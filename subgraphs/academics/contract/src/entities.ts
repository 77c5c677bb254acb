import type { EntityDeclaration } from '@predental/contracts/entity';
import { courseSchema } from './course';
import { datScoreSchema } from './dat';

/** The academics area's entities: `npm run codegen` writes their GraphQL types, inputs and fragments from these. */
export const entities: Record<string, EntityDeclaration> = {
  Course: {
    schema: courseSchema,
    input: {
      name: 'CourseInput',
      description:
        "Fields are nullable so the subgraph answers missing ones with the product's own messages.\nAdding needs every field except isScience (default false); updating takes any of them\n(null clears an AADSAS detail or goes back to the recognised prerequisite kind).",
      serverDecides: ['id'],
    },
  },
  DatScore: {
    schema: datScoreSchema,
    input: {
      name: 'DatScoreInput',
      description:
        'Adding needs every field but scale (200-600 unless said); updating takes any of them.\ntotalScience is always computed.',
      serverDecides: ['id', 'userId', 'totalScience'],
    },
  },
};
