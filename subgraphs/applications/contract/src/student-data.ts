import { z } from 'zod';
import { schoolReferenceSchema, withFileId } from '@predental/contracts/student-data';
import { applicationSchema, feeAssistanceSchema, MAX_APPLICATIONS } from './application';
import { eventInputSchema, MAX_EVENTS } from './events';
import { AADSAS_LETTER_RULE, letterInputSchema, MAX_LETTERS, withinAadsasLimit } from './letters';
import { MAX_STATEMENTS, MAX_VERSIONS, personalStatementSchema, versionInputSchema } from './personal-statement';

export const SECOND_APPLICATION_MESSAGE = 'This school appears twice: a student applies to a school once';

/** An application names its school by key (another platform's ids differ); its events as the event form takes them. */
const applicationRowSchema = schoolReferenceSchema.extend({
  ...applicationSchema.omit({ id: true, schoolId: true, schoolName: true }).shape,
  events: z.array(eventInputSchema).max(MAX_EVENTS, `An application keeps at most ${MAX_EVENTS} events`),
});

/** A statement with its draft and every version, each version's text checked as saving one is. */
const statementRowSchema = personalStatementSchema.omit({ id: true }).extend({
  versions: z
    .array(versionInputSchema.extend({ savedAt: z.string(), final: z.boolean() }))
    .max(MAX_VERSIONS, `A personal statement keeps at most ${MAX_VERSIONS} versions`)
    .refine((versions) => versions.filter((version) => version.final).length <= 1, 'At most one version is final'),
});

/**
 * The applications part of a student's data file (docs/student-data.md): each school applied to
 * with its events, the Fee Assistance Program, the letters of evaluation and the personal
 * statements with their versions; each row checked as adding one is, and the lists by the rules
 * over a whole list (one application per school, the AADSAS letter limit).
 */
export const applicationsDataSchema = z.object({
  applications: z
    .array(withFileId(applicationRowSchema))
    .max(MAX_APPLICATIONS, `You can keep at most ${MAX_APPLICATIONS} applications`)
    .superRefine((applications, context) => {
      const seen = new Set<string>();
      applications.forEach((application, index) => {
        if (seen.has(application.schoolKey))
          context.addIssue({ code: 'custom', path: [index, 'schoolKey'], message: SECOND_APPLICATION_MESSAGE });
        seen.add(application.schoolKey);
      });
    }),
  feeAssistance: feeAssistanceSchema,
  letters: z
    .array(withFileId(letterInputSchema))
    .max(MAX_LETTERS, `You can keep at most ${MAX_LETTERS} letters`)
    .refine(withinAadsasLimit, AADSAS_LETTER_RULE),
  personalStatements: z
    .array(statementRowSchema)
    .max(MAX_STATEMENTS, `You can keep at most ${MAX_STATEMENTS} personal statements`),
});
export type ApplicationsData = z.infer<typeof applicationsDataSchema>;
