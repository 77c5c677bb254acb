import { applicationUpdateSchema, feeAssistanceSchema } from '../src/application';
import { cycleUpdateSchema, windowsOutOfOrder } from '../src/cycle';
import { eventInputSchema } from '../src/events';

/** The 2026–2027 cycle's settings (the subgraph seeds them with their sources). */
const CYCLE_SEED = {
  cycleName: '2026–2027',
  aadsasOpensOn: null,
  firstSubmissionOn: null,
  firstOfferOn: '2026-12-01',
  firstOfferSourceUrl: null,
  longWindowDays: 30,
  shortWindowFrom: '2027-02-01',
  shortWindowDays: 15,
  immediateAfter: '2027-05-15',
  responseWindowsSourceUrl: null,
  aadsasFeeFirst: 245,
  aadsasFeeAdditional: 93,
  aadsasFeeSourceUrl: null,
  aadsasFeeYear: null,
};

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
    expect(windowsOutOfOrder(CYCLE_SEED)).toBeNull();
    expect(windowsOutOfOrder({ ...CYCLE_SEED, firstOfferOn: '2027-02-01' })).toBe(
      'The short response window must start after the first offer date',
    );
    expect(windowsOutOfOrder({ ...CYCLE_SEED, immediateAfter: '2027-01-31' })).toBe(
      'The immediate answer date must not be before the short response window starts',
    );
  });
});
