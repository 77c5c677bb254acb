import { z } from 'zod';
import { schoolReferenceSchema } from '@predental/contracts/student-data';
import { MAX_FAVORITES } from './dental-school';

/** The schools part of a student's data file (docs/student-data.md): their favorite schools. */
export const schoolsDataSchema = z.object({
  favorites: z.array(schoolReferenceSchema).max(MAX_FAVORITES, `You can save at most ${MAX_FAVORITES} schools`),
});
