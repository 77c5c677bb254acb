import type { EntityDeclaration } from '@predental/contracts/entity';
import { applicationSchema } from './application';
import { cycleSettingsSchema } from './cycle';
import { applicationEventSchema } from './events';
import { letterSchema } from './letters';
import { personalStatementSchema, statementVersionSchema } from './personal-statement';

/** The applications area's entities: `npm run codegen` writes their GraphQL types, inputs and fragments from these. */
export const entities: Record<string, EntityDeclaration> = {
  Application: {
    schema: applicationSchema,
    description:
      'A school the student applies to this cycle (one per school); schema.graphql adds its events and what is computed from them.',
    input: {
      name: 'ApplicationInput',
      description: 'Any of the details; null clears one. Fees are dollars, never negative.',
      serverDecides: ['id', 'schoolId', 'schoolName'],
    },
  },
  ApplicationEvent: {
    schema: applicationEventSchema,
    input: { name: 'ApplicationEventInput', description: 'kind, date and an optional note.', serverDecides: ['id'] },
  },
  CycleSettings: {
    schema: cycleSettingsSchema,
    description: 'The application cycle: students read it, admins change it; each sourced value with its source.',
    input: {
      name: 'CycleSettingsInput',
      description: 'Admins only: any of the settings; the response windows must follow one another.',
      serverDecides: [],
    },
  },
  Letter: {
    schema: letterSchema,
    description:
      'A letter of evaluation the student plans or asked for; the AADSAS limit counts the requested, accepted and completed ones.',
    input: {
      name: 'LetterInput',
      description: 'evaluatorName, evaluatorEmail, kind, role and status to add one; any of the fields to change one.',
      serverDecides: ['id'],
    },
  },
  // The personal statement (issue 36).
  PersonalStatement: {
    schema: personalStatementSchema,
    description: 'A personal statement: its working draft and, in schema.graphql, its saved versions.',
    resolved: { PersonalStatement: ['draftCharacters', 'draftWords', 'draftOverBy'] },
  },
  StatementVersion: {
    schema: statementVersionSchema,
    description: 'A saved version of a personal statement, never overwritten.',
    resolved: { StatementVersion: ['overBy', 'final'] },
  },
};
