import { exampleCycle } from '@predental/applications-contract/test-support/examples';
import type { MockedResponse } from '@apollo/client/testing';
import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { retype } from '@predental/design/test-support/form';
import { screen, within } from '@testing-library/react';
import {
  GetApplicationCycleDocument,
  GetBudgetCardDocument,
  ListApplicationsDocument,
  UpdateFeeAssistanceDocument,
} from '../gql/graphql';
import { BudgetCard } from './BudgetCard';

const amounts = (planned: number, spent: number) => ({ __typename: 'Amounts', planned, spent });
const assistance = (onProgram: boolean, amountCovered: number) => ({
  __typename: 'FeeAssistance',
  onProgram,
  amountCovered,
});

/** Three schools designated: $245 + 2 × $93; the program's amount comes off AADSAS. */
const budget = (covered: number) =>
  answered(GetBudgetCardDocument, {
    applicationBudget: {
      __typename: 'ApplicationBudget',
      aadsas: amounts(431 - covered, 431 - covered),
      supplemental: amounts(150, 50),
      deposits: amounts(500, 0),
      total: amounts(1081 - covered, 481 - covered),
      feeAssistance: assistance(covered > 0, covered),
    },
  });

const cycle = answered(GetApplicationCycleDocument, {
  applicationCycle: {
    __typename: 'CycleSettings',
    ...exampleCycle,
    aadsasFeeSourceUrl: 'https://www.adea.org/fees',
    aadsasFeeYear: '2025–2026',
  },
});

const applications = answered(ListApplicationsDocument, { myApplications: [] });

const joinProgram = answered(
  UpdateFeeAssistanceDocument,
  { updateFeeAssistance: assistance(true, 245) },
  { input: { onProgram: true, amountCovered: 245 } },
);

const renderCard = (mocks: MockedResponse[]) => renderWithApollo((notify) => <BudgetCard notify={notify} />, mocks);

const rowOf = (item: string) =>
  within(screen.getByRole('table', { name: 'Budget' })).getByRole('row', { name: new RegExp(`^${item}`) });

/** Once the budget shows: joins the Fee Assistance Program for `amount` and saves. */
async function saveAssistance(user: ReturnType<typeof renderCard>['user'], amount: string) {
  await screen.findByRole('table', { name: 'Budget' });
  await user.click(screen.getByRole('checkbox', { name: 'Fee Assistance Program' }));
  await retype(user, 'Amount covered ($)', amount);
  await user.click(screen.getByRole('button', { name: 'Save Fee Assistance' }));
}

describe('BudgetCard', () => {
  it("shows AADSAS, supplemental fees, deposits and the total, planned and spent, with the fees' source and year", async () => {
    renderCard([budget(0), cycle, applications]);
    await screen.findByRole('table', { name: 'Budget' });
    expect(rowOf('AADSAS').textContent).toContain('$245 for the first school, $93 for each additional$431$431');
    expect(rowOf('Total').textContent).toContain('$1,081$481');
    expect(screen.getByText(/AADSAS fee year: 2025–2026\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AADSAS fee source' }).getAttribute('href')).toBe(
      'https://www.adea.org/fees',
    );
  });

  it('takes the Fee Assistance Program off the totals once saved', async () => {
    const { user, notify } = renderCard([budget(0), cycle, applications, joinProgram, budget(245)]);
    await saveAssistance(user, '245');

    expect(await screen.findByText(/less \$245 from the Fee Assistance Program/)).toBeTruthy();
    expect(rowOf('Total').textContent).toContain('$836$236');
    expect(notify).toHaveBeenCalledWith({ title: 'Fee Assistance saved' });
  });

  it('refuses a negative amount beside the box and sends nothing', async () => {
    const { user, notify } = renderCard([budget(0), cycle, applications]);
    await saveAssistance(user, '-5');
    expect(await screen.findByText('Amount covered must not be negative')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });
});
