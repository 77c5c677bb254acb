import { answered, renderWithApollo, student } from '@predental/area-runtime/test-support/apollo';
import { todayIso } from '@predental/design/dates';
import { screen } from '@testing-library/react';
import { ExperienceSummaryDocument } from '../gql/graphql';
import HoursCards from './HoursCards';

const month = { month: todayIso().slice(0, 7) };
const totals = (totalHours: number, hoursThisMonth: number) => ({
  __typename: 'HoursSummary',
  totalHours,
  hoursThisMonth,
  goal: null,
  progressPercent: null,
});

describe('HoursCards (dashboard)', () => {
  it('shows N/A when the summary cannot be read, and the hours once Try Again reads it', async () => {
    const { user } = renderWithApollo(
      (notify) => <HoursCards user={student} notify={notify} />,
      [
        { request: { query: ExperienceSummaryDocument, variables: month }, error: new Error('experience is down') },
        answered(
          ExperienceSummaryDocument,
          {
            experienceSummary: {
              __typename: 'ExperienceSummary',
              shadowing: totals(12, 3),
              volunteer: totals(5, 0),
              byType: [],
            },
          },
          month,
        ),
      ],
    );
    expect(await screen.findAllByText('N/A')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load your hours');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.getByText('3 hours this month')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
