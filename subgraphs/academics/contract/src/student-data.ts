import { z } from 'zod';
import { withFileId } from '@predental/contracts/student-data';
import { courseInputSchema, MAX_COURSES } from './course';
import { datScoreInputSchema, MAX_DAT_SCORES } from './dat';

/**
 * The academics part of a student's data file (docs/student-data.md): every course and DAT
 * attempt, each row checked by the same input rule as adding one (POST /api/courses, /api/dat).
 */
export const academicsDataSchema = z.object({
  courses: z.array(withFileId(courseInputSchema)).max(MAX_COURSES, `You can keep at most ${MAX_COURSES} courses`),
  datScores: z
    .array(withFileId(datScoreInputSchema))
    .max(MAX_DAT_SCORES, `You can keep at most ${MAX_DAT_SCORES} DAT scores`),
});
