import { newApplication } from '@predental/applications-contract/test-support/examples';
import type { ApplicationDetailsFragment } from '../src/gql/graphql';
import { nextDeadline } from '../src/applications/next-deadline';

const TODAY = '2027-01-20';

const application = (fields: Partial<ApplicationDetailsFragment>, ...kinds: string[]): ApplicationDetailsFragment => ({
  ...newApplication('a1', 's1', 'Columbia'),
  stage: kinds.at(-1) ?? 'planned',
  events: kinds.map((kind, index) => ({ id: `e${index}`, kind, date: '2026-07-01', note: null })),
  ...fields,
});

describe("an application's next deadline", () => {
  it('is the soonest of its answer-by date, secondary due date and interview', () => {
    const dates = { answerBy: '2027-02-09', secondaryDueOn: '2027-03-01', interviewOn: '2027-01-25' };
    expect(nextDeadline(application(dates), TODAY)).toEqual({
      label: 'Interview',
      date: '2027-01-25',
      overdue: false,
    });
  });

  it('is overdue once its day has passed', () => {
    expect(nextDeadline(application({ secondaryDueOn: '2027-01-19' }), TODAY)).toEqual({
      label: 'Secondary due',
      date: '2027-01-19',
      overdue: true,
    });
    expect(nextDeadline(application({ answerBy: TODAY }), TODAY)?.overdue).toBe(false);
  });

  it('drops a secondary once submitted and an interview once held, both after a withdrawal', () => {
    const dates = { secondaryDueOn: '2027-01-19', interviewOn: '2027-02-01' };
    expect(nextDeadline(application(dates, 'secondary-submitted'), TODAY)?.label).toBe('Interview');
    expect(nextDeadline(application(dates, 'secondary-submitted', 'interviewed'), TODAY)).toBeNull();
    expect(nextDeadline(application(dates, 'withdrawn'), TODAY)).toBeNull();
  });
});
