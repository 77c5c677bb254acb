import { budgetLines } from './budget-lines';

const budget = {
  aadsas: { planned: 431, spent: 245 },
  supplemental: { planned: 120.5, spent: 0 },
  deposits: { planned: 500, spent: 500 },
  total: { planned: 1051.5, spent: 745 },
};
const fees = { aadsasFeeFirst: 245, aadsasFeeAdditional: 93 };

describe('budgetLines', () => {
  it('lists AADSAS, supplemental fees, deposits and the total, each planned and spent in dollars', () => {
    const lines = budgetLines(budget, fees, { onProgram: false, amountCovered: 0 });
    expect(lines.map(({ item, planned, spent }) => [item, planned, spent])).toEqual([
      ['AADSAS', '$431', '$245'],
      ['Supplemental fees', '$120.50', '$0'],
      ['Deposits', '$500', '$500'],
      ['Total', '$1,051.50', '$745'],
    ]);
    expect(lines[0]!.basis).toBe('$245 for the first school, $93 for each additional');
  });

  it('says what the Fee Assistance Program covers only for a student on it', () => {
    const on = budgetLines(budget, fees, { onProgram: true, amountCovered: 245 });
    expect(on[0]!.basis).toBe(
      '$245 for the first school, $93 for each additional, less $245 from the Fee Assistance Program',
    );
    const off = budgetLines(budget, fees, { onProgram: false, amountCovered: 245 });
    expect(off[0]!.basis).not.toContain('Fee Assistance');
  });
});
