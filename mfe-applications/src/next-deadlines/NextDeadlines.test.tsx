import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NextDeadlinesDocument } from '../gql/graphql';
import NextDeadlines from './NextDeadlines';

const student = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };

const deadline = (fields: { schoolName: string; kind: string; date: string; overdue: boolean; rule?: string }) => ({
  __typename: 'Deadline',
  applicationId: fields.schoolName,
  rule: 'Interview date',
  ...fields,
});

function renderWidget(deadlines: ReturnType<typeof deadline>[]) {
  const mock: MockedResponse = {
    request: { query: NextDeadlinesDocument },
    variableMatcher: () => true,
    result: { data: { nextDeadlines: deadlines } },
  };
  return renderWithDesign(
    <MemoryRouter>
      <MockedProvider mocks={[mock]}>
        <NextDeadlines user={student} notify={jest.fn()} />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('NextDeadlines (dashboard)', () => {
  it('lists each date with its school and what is due; an overdue one says so in words', async () => {
    renderWidget([
      deadline({ schoolName: 'Harborview', kind: 'secondary-due', date: '2026-10-01', overdue: true }),
      deadline({
        schoolName: 'Lakeside',
        kind: 'answer-by',
        date: '2027-02-09',
        overdue: false,
        rule: '30 days for an offer from 2026-12-01 until 2027-01-31',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Next deadlines' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toBe('Harborview · Secondary dueOverdueOct 1, 2026');
    expect(second!.textContent).toBe(
      'Lakeside · Answer offerFeb 9, 202730 days for an offer from 2026-12-01 until 2027-01-31',
    );
    expect(within(second!).queryByText('Overdue')).toBeNull();
  });

  it('says there is nothing yet and links to the Applications screen', async () => {
    renderWidget([]);
    expect(await screen.findByText('No deadlines yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/applications');
  });
});
