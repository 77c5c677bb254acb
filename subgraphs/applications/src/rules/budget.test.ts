import type { EventKind } from '@predental/applications-contract/events';
import { aadsasFee, budgetOf, type BudgetedApplication } from './budget';

const FEES = { aadsasFeeFirst: 245, aadsasFeeAdditional: 93 };
const NO_ASSISTANCE = { onProgram: false, amountCovered: 0 };

const app = (
  kinds: EventKind[],
  supplementalFee: number | null = null,
  deposit: number | null = null,
): BudgetedApplication => ({
  events: kinds.map((kind, day) => ({ kind, date: `2026-07-${String(day + 10)}` })),
  supplementalFee,
  deposit,
});

describe('the cost of the cycle', () => {
  it('charges AADSAS the first school, then each additional one', () => {
    expect(aadsasFee(0, FEES)).toBe(0);
    expect(aadsasFee(1, FEES)).toBe(245);
    expect(aadsasFee(3, FEES)).toBe(431);
  });

  it('plans every open application and counts as spent what was submitted or paid', () => {
    const budget = budgetOf(
      [
        app(['designated', 'submitted', 'secondary-submitted'], 75),
        app(['designated', 'submitted', 'offer', 'deposit-paid'], 50, 500),
        app(['designated'], 40, 200),
      ],
      FEES,
      NO_ASSISTANCE,
    );
    expect(budget).toEqual({
      aadsas: { planned: 431, spent: 338 },
      supplemental: { planned: 165, spent: 75 },
      deposits: { planned: 700, spent: 500 },
      total: { planned: 1296, spent: 913 },
    });
  });

  it('leaves out what a rejected or withdrawn application will no longer cost, not what it cost', () => {
    const budget = budgetOf(
      [app(['designated', 'submitted', 'rejected'], 60), app(['planned', 'withdrawn'], 30, 300)],
      FEES,
      NO_ASSISTANCE,
    );
    expect(budget.aadsas).toEqual({ planned: 245, spent: 245 });
    expect(budget.supplemental).toEqual({ planned: 0, spent: 0 });
    expect(budget.deposits).toEqual({ planned: 0, spent: 0 });
  });

  it('takes the Fee Assistance Program off the AADSAS fees, never below 0', () => {
    const apps = [app(['submitted']), app(['submitted']), app(['designated'])];
    expect(budgetOf(apps, FEES, { onProgram: true, amountCovered: 300 }).aadsas).toEqual({ planned: 131, spent: 38 });
    expect(budgetOf(apps, FEES, { onProgram: true, amountCovered: 1000 }).total).toEqual({ planned: 0, spent: 0 });
    expect(budgetOf(apps, FEES, { onProgram: false, amountCovered: 1000 }).aadsas).toEqual({
      planned: 431,
      spent: 338,
    });
  });

  it('is all zero without applications', () => {
    const zero = { planned: 0, spent: 0 };
    expect(budgetOf([], FEES, NO_ASSISTANCE)).toEqual({
      aadsas: zero,
      supplemental: zero,
      deposits: zero,
      total: zero,
    });
  });
});
