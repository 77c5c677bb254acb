import { newApplication } from '@predental/applications-contract/test-support/examples';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import type { ApplicationDetailsFragment } from '../../gql/graphql';
import { ApplicationViews } from './ApplicationViews';

const TODAY = '2027-01-20';

const application = (
  schoolName: string,
  stage: string,
  dates: Partial<ApplicationDetailsFragment> = {},
): ApplicationDetailsFragment => ({ ...newApplication(schoolName, schoolName, schoolName), stage, ...dates });

const APPLICATIONS = [
  application('Columbia', 'offer', {
    answerBy: '2027-02-09',
    answerByRule: 'At least 30 days',
    nextDeadline: { kind: 'answer-by', date: '2027-02-09', rule: 'At least 30 days' },
    deposit: 1000,
  }),
  application('Boston University', 'interview-invited', {
    interviewOn: '2027-01-25',
    nextDeadline: { kind: 'interview', date: '2027-01-25', rule: 'Interview date' },
    supplementalFee: 75,
  }),
  application('Arizona', 'secondary-received', {
    secondaryDueOn: '2027-01-10',
    nextDeadline: { kind: 'secondary-due', date: '2027-01-10', rule: 'Secondary due date' },
  }),
  application('Duke', 'planned'),
];

function renderViews() {
  const onOpen = jest.fn();
  return {
    onOpen,
    ...renderWithDesign(<ApplicationViews applications={APPLICATIONS} today={TODAY} onOpen={onOpen} />),
  };
}

/** The table's school column, top to bottom. */
const schoolColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ApplicationViews', () => {
  it('lists each application with its stage, next deadline and fees, by school name first', () => {
    renderViews();
    expect(schoolColumn()).toEqual(['Arizona', 'Boston University', 'Columbia', 'Duke']);
    const boston = screen.getByRole('row', { name: /Boston University/ });
    expect(boston.textContent).toContain('Interview invited');
    expect(boston.textContent).toContain('Interview: Jan 25, 2027');
    expect(boston.textContent).toContain('$75');
    // A secondary due before today and not submitted: overdue, said in words.
    expect(screen.getByRole('row', { name: /Arizona/ }).textContent).toContain('Secondary due: Jan 10, 2027 (overdue)');
  });

  it('sorts by a column when its header is clicked, and the other way when clicked again', async () => {
    const { user } = renderViews();
    await user.click(screen.getByRole('button', { name: /Stage/ }));
    expect(schoolColumn()).toEqual(['Duke', 'Arizona', 'Boston University', 'Columbia']);
    expect(screen.getByRole('columnheader', { name: /Stage/ }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: /Next deadline/ }));
    // Soonest first; no deadline last.
    expect(schoolColumn()).toEqual(['Arizona', 'Boston University', 'Columbia', 'Duke']);
    await user.click(screen.getByRole('button', { name: /Next deadline/ }));
    expect(schoolColumn()).toEqual(['Duke', 'Columbia', 'Boston University', 'Arizona']);
    expect(screen.getByRole('columnheader', { name: /Next deadline/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by stage, and shows every stage again with All stages', async () => {
    const { user } = renderViews();
    await user.selectOptions(screen.getByLabelText('Stage'), 'Offer');
    expect(schoolColumn()).toEqual(['Columbia']);
    await user.selectOptions(screen.getByLabelText('Stage'), 'All stages');
    expect(schoolColumn()).toHaveLength(4);
  });

  it('shows a board with one column per stage in the cycle’s order; a card opens its application', async () => {
    const { user, onOpen } = renderViews();
    await user.click(screen.getByRole('tab', { name: 'Board' }));
    const columns = screen.getAllByRole('region');
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      'Planned (1)',
      'Designated in AADSAS (0)',
      'AADSAS submitted (0)',
      'Verified (0)',
      'Secondary received (1)',
      'Secondary submitted (0)',
      'Interview invited (1)',
      'Interviewed (0)',
      'Offer (1)',
      'Waitlisted (0)',
      'Rejected (0)',
      'Deposit paid (0)',
      'Withdrawn (0)',
    ]);
    const offers = screen.getByRole('region', { name: 'Offer: 1' });
    await user.click(within(offers).getByRole('button', { name: /Columbia/ }));
    expect(onOpen).toHaveBeenCalledWith(APPLICATIONS[0]);
    expect(offers.textContent).toContain('Answer by: Feb 9, 2027');
  });
});
