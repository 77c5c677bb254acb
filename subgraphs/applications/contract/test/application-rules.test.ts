import { applicationUpdateSchema, feeAssistanceSchema } from '../src/application';
import { cycleUpdateSchema, windowsOutOfOrder } from '../src/cycle';
import { eventInputSchema } from '../src/events';
import { exampleCycle } from '../test-support/examples';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the applications contract', () => {
  it('takes the thirteen event kinds and refuses any other', () => {
    expect(eventInputSchema.parse({ kind: 'secondary-received', date: '2026-09-01' })).toEqual({
      kind: 'secondary-received',
      date: '2026-09-01',
      note: null,
    });
    expect(firstMessage(eventInputSchema.safeParse({ kind: 'accepted', date: '2026-09-01' }))).toMatch(
      /^Event kind must be one of planned, designated, submitted, .* withdrawn$/,
    );
    expect(firstMessage(eventInputSchema.safeParse({ kind: 'offer', date: '2026-02-30' }))).toBe(
      'Please enter a valid date (YYYY-MM-DD)',
    );
  });

  it('refuses negative fees and amounts', () => {
    expect(firstMessage(applicationUpdateSchema.safeParse({ supplementalFee: -1 }))).toBe(
      'Supplemental fee must not be negative',
    );
    expect(firstMessage(applicationUpdateSchema.safeParse({ deposit: -200 }))).toBe('Deposit must not be negative');
    expect(firstMessage(feeAssistanceSchema.safeParse({ onProgram: true, amountCovered: -5 }))).toBe(
      'Amount covered must not be negative',
    );
    expect(firstMessage(cycleUpdateSchema.safeParse({ aadsasFeeFirst: -245 }))).toBe(
      'AADSAS fee for the first school must not be negative',
    );
    expect(applicationUpdateSchema.parse({ supplementalFee: 75, deposit: null })).toEqual({
      supplementalFee: 75,
      deposit: null,
    });
  });

  it('refuses response windows out of order', () => {
    expect(windowsOutOfOrder(exampleCycle)).toBeNull();
    expect(windowsOutOfOrder({ ...exampleCycle, firstOfferOn: '2027-02-01' })).toBe(
      'The short response window must start after the first offer date',
    );
    expect(windowsOutOfOrder({ ...exampleCycle, immediateAfter: '2027-01-31' })).toBe(
      'The immediate answer date must not be before the short response window starts',
    );
  });
});
