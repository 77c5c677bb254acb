import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { AcademicSummaryDocument } from '../gql/graphql';
import GpaCards from './GpaCards';

/** The summary as the gateway answers it, with the typenames Apollo's cache reads. */
const summary = (gpa: { overall: number; science: number; totalCredits: number }) => ({
  data: { academicSummary: { __typename: 'AcademicSummary', gpa: { __typename: 'Gpa', ...gpa }, terms: [] } },
});
const student = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };

/** The dashboard's GPA cards, their query answered at Apollo's network edge, one answer per request. */
function renderCards(...answers: (MockedResponse['result'] | Error)[]) {
  const mocks = answers.map((answer): MockedResponse => ({
    request: { query: AcademicSummaryDocument },
    ...(answer instanceof Error ? { error: answer } : { result: answer }),
  }));
  return renderWithDesign(
    <MockedProvider mocks={mocks}>
      <GpaCards user={student} notify={jest.fn()} />
    </MockedProvider>,
  );
}

describe('GpaCards (dashboard)', () => {
  it('shows the overall and science GPA to 2 decimals, with the credits counted', async () => {
    renderCards(summary({ overall: 3.456, science: 3.2, totalCredits: 42 }));
    expect(await screen.findByText('3.46')).toBeTruthy();
    expect(screen.getByText('3.20')).toBeTruthy();
    expect(screen.getByText('42 credits')).toBeTruthy();
  });

  it('shows N/A in both cards when the summary cannot be loaded, and reads it again on Try Again', async () => {
    const { user } = renderCards(
      new Error('academics is down'),
      summary({ overall: 3.456, science: 3.2, totalCredits: 42 }),
    );
    expect(await screen.findAllByText('N/A')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load your GPA');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3.46')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows … while the summary loads', () => {
    renderCards(summary({ overall: 0, science: 0, totalCredits: 0 }));
    expect(screen.getAllByText('…')).toHaveLength(2);
  });
});
