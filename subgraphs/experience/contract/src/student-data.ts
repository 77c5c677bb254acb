import { z } from 'zod';
import { withFileId } from '@predental/contracts/student-data';
import { MAX_ENTRIES } from './experience-entry';
import { experienceLogInputSchema } from './experience-log';
import { experienceTypeSchema } from './experience-types';
import { EXPERIENCE_SETTINGS, experienceUpdateSchema, HIGHLIGHT_LIMIT_MESSAGE } from './experiences';
import { goalSchema, typeGoalInputSchema } from './goals';
import { shadowingInputSchema } from './shadowing';
import { volunteerInputSchema } from './volunteer';

const entries = <Row extends z.ZodType>(row: Row, plural: string) =>
  z.array(withFileId(row)).max(MAX_ENTRIES, `You can keep at most ${MAX_ENTRIES.toLocaleString('en-US')} ${plural}`);

export const unknownLogMessage = (logId: string) =>
  `Log ${logId} is not one of the file's shadowing entries, volunteer entries or experience logs, or is in two entries`;

/**
 * The experience part of a student's data file (docs/student-data.md): every shadowing and
 * volunteer entry and experience log (each checked as adding one is), the goals, and the AADSAS
 * entries as the student shaped them: which logs each is made of (by the logs' file ids) and what
 * the student added (PATCH /api/experiences/{id}'s rule).
 */
export const experienceDataSchema = z
  .object({
    shadowing: entries(shadowingInputSchema, 'shadowing entries'),
    volunteer: entries(volunteerInputSchema, 'volunteer entries'),
    logs: entries(experienceLogInputSchema, 'experience logs'),
    goals: z.object({
      shadowingGoal: goalSchema.nullable(),
      volunteerGoal: goalSchema.nullable(),
      typeGoals: z.array(typeGoalInputSchema.extend({ goal: goalSchema })),
    }),
    experiences: z
      .array(
        withFileId(
          z.object({ type: experienceTypeSchema, logIds: z.array(z.string()).min(1) }).and(experienceUpdateSchema),
        ),
      )
      .refine(
        (experiences) => experiences.filter((one) => one.highlighted).length <= EXPERIENCE_SETTINGS.highlightLimit,
        HIGHLIGHT_LIMIT_MESSAGE,
      ),
  })
  .superRefine((data, context) => {
    // An entry is made of the file's own logs, each in one entry.
    const logIds = new Set([...data.shadowing, ...data.volunteer, ...data.logs].map((log) => log.id));
    const placed = new Set<string>();
    data.experiences.forEach((experience, index) => {
      for (const logId of experience.logIds) {
        if (!logIds.has(logId) || placed.has(logId))
          context.addIssue({
            code: 'custom',
            path: ['experiences', index, 'logIds'],
            message: unknownLogMessage(logId),
          });
        placed.add(logId);
      }
    });
  });
export type ExperienceData = z.infer<typeof experienceDataSchema>;
