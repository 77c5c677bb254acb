import { dollars } from '../applications';

interface Amounts {
  planned: number;
  spent: number;
}

/** applicationBudget's amounts, in dollars (the Fee Assistance Program's amount already taken off AADSAS). */
interface Budget {
  aadsas: Amounts;
  supplemental: Amounts;
  deposits: Amounts;
  total: Amounts;
}

interface Fees {
  aadsasFeeFirst: number;
  aadsasFeeAdditional: number;
}

interface Assistance {
  onProgram: boolean;
  amountCovered: number;
}

export interface BudgetLine {
  item: string;
  /** How the amount is counted, so a student can check it against their own spreadsheet; empty for the total. */
  basis: string;
  planned: string;
  spent: string;
}

const line = (item: string, basis: string, amounts: Amounts): BudgetLine => ({
  item,
  basis,
  planned: dollars(amounts.planned),
  spent: dollars(amounts.spent),
});

/** The budget table's rows: AADSAS, supplemental fees, deposits and the total, each planned and spent. */
export function budgetLines(budget: Budget, fees: Fees, assistance: Assistance): BudgetLine[] {
  const aadsas = `${dollars(fees.aadsasFeeFirst)} for the first school, ${dollars(fees.aadsasFeeAdditional)} for each additional`;
  const covered = assistance.onProgram
    ? `, less ${dollars(assistance.amountCovered)} from the Fee Assistance Program`
    : '';
  return [
    line('AADSAS', `${aadsas}${covered}`, budget.aadsas),
    line('Supplemental fees', "Each school's own fee, once its secondary is submitted", budget.supplemental),
    line('Deposits', 'Seat deposits, once paid', budget.deposits),
    line('Total', '', budget.total),
  ];
}
