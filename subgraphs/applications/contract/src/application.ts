import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { graphqlId, type Entity } from '@predental/contracts/entity';
import { MAX_FEE } from './cycle';

/** A student applies to a school once a cycle; 73 schools in the directory, and room to spare. */
export const MAX_APPLICATIONS = 100;

const money = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars` })
    .min(0, `${what} must not be negative`)
    .max(MAX_FEE, `${what} must be at most ${MAX_FEE.toLocaleString('en-US')}`)
    .nullable();

/** What the student keeps per application beside its events; all optional. */
const detailFields = {
  supplementalFee: money('Supplemental fee').describe("The school's own fee, in dollars; null until known."),
  deposit: money('Deposit').describe('The seat deposit, in dollars; null until known.'),
  secondaryDueOn: requiredDate('Secondary due date').nullable().describe('ISO date, YYYY-MM-DD.'),
  interviewOn: requiredDate('Interview date').nullable().describe('ISO date, YYYY-MM-DD.'),
};

/**
 * An application as stored, beside its events (which the subgraph serves with the stage and the
 * answer-by date computed from them). schoolName is the directory's name when it was added, so
 * the list reads without the schools area.
 */
export const applicationSchema = z.object({
  id: graphqlId(),
  schoolId: graphqlId(),
  schoolName: z.string(),
  ...detailFields,
});
export type StoredApplication = Entity<typeof applicationSchema>;

/** POST /api/applications: a school from the directory. */
export const applicationInputSchema = z.object({
  schoolId: z.string({ error: 'School is required' }).trim().min(1, 'School is required').max(64, 'Unknown school'),
});

/** PATCH /api/applications/:id: any of the details, at least one; null clears one. */
export const applicationUpdateSchema = z
  .object(detailFields)
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change');
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/** The ADEA Fee Assistance Program: the student says they are on it and how much it covers. */
export const feeAssistanceSchema = z.object({
  onProgram: z.boolean({ error: 'Say whether you are on the Fee Assistance Program' }),
  amountCovered: z
    .number({ error: 'Amount covered must be a number of dollars' })
    .min(0, 'Amount covered must not be negative')
    .max(MAX_FEE, `Amount covered must be at most ${MAX_FEE.toLocaleString('en-US')}`),
});
export type FeeAssistance = z.infer<typeof feeAssistanceSchema>;
