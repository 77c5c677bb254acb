import { answered, renderWithApollo, student } from '@predental/area-runtime/test-support/apollo';
import { todayIso } from '@predental/design/dates';
import { screen } from '@testing-library/react';
import { ExperienceSummaryDocument, ShadowingEntriesDocument, VolunteerEntriesDocument } from '../gql/graphql';
import HoursChart from './HoursChart';

const today = todayIso();
const thisMonth = new Date().toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
const totals = (totalHours: number) => ({
  __typename: 'HoursSummary',
  totalHours,
  hoursThisMonth: totalHours,
  goal: null,
  progressPercent: null,
});
const summary = (shadowingHours: number) =>
  answered(
    ExperienceSummaryDocument,
    {
      experienceSummary: {
        __typename: 'ExperienceSummary',
        shadowing: totals(shadowingHours),
        volunteer: totals(0),
        byType: [],
      },
    },
    { month: today.slice(0, 7) },
  );
const visit = {
  __typename: 'ShadowingEntry',
  id: 'visit-1',
  userId: 'student-1',
  date: today,
  doctorName: 'Dr. Sarah Smith',
  practice: 'Smile Dental',
  mode: 'in-person',
  hours: 4,
  notes: null,
};
const noVolunteering = answered(VolunteerEntriesDocument, { entries: [] });

describe('HoursChart (dashboard)', () => {
  it('draws a single month of shadowing as a bar with its hours', async () => {
    const { container } = renderWithApollo(
      (notify) => <HoursChart user={student} notify={notify} />,
      [answered(ShadowingEntriesDocument, { entries: [visit] }), noVolunteering, summary(4)],
    );
    expect(await screen.findByText('4 hours')).toBeTruthy();
    expect(screen.getByText(thisMonth)).toBeTruthy();
    expect(container.querySelectorAll('.bar rect')).toHaveLength(1);
  });

  it('keeps the empty state for a student with no hours at all', async () => {
    const { container } = renderWithApollo(
      (notify) => <HoursChart user={student} notify={notify} />,
      [answered(ShadowingEntriesDocument, { entries: [] }), noVolunteering, summary(0)],
    );
    expect(await screen.findByText('Log shadowing or volunteer hours to see them add up over time.')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
});
