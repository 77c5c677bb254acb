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

const reminder = (evaluatorName: string, evaluatorEmail: string, requestedOn: string) => ({
  __typename: 'Letter',
  id: evaluatorEmail,
  evaluatorName,
  evaluatorEmail,
  requestedOn,
});

function renderWidget(deadlines: ReturnType<typeof deadline>[], letterReminders: ReturnType<typeof reminder>[] = []) {
  const mock: MockedResponse = {
    request: { query: NextDeadlinesDocument },
    variableMatcher: () => true,
    result: { data: { nextDeadlines: deadlines, letterReminders } },
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

  it("lists the letters to follow up with their evaluator's email, even without deadlines", async () => {
    renderWidget([], [reminder('Dr. Ana Ruiz', 'ana.ruiz@example.edu', '2026-09-01')]);
    const list = await screen.findByRole('list', { name: 'Letters to follow up' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Dr. Ana Ruiz · ana.ruiz@example.eduRequested Sep 1, 2026',
    );
    expect(within(list).getByRole('link', { name: 'ana.ruiz@example.edu' }).getAttribute('href')).toBe(
      'mailto:ana.ruiz@example.edu',
    );
    expect(screen.queryByText('No deadlines yet')).toBeNull();
  });
});
