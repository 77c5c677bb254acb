import { CYCLE_SEED } from '@predental/applications-contract/cycle-seed';
import { applicationDates, type ScheduledApplication } from './application-dates';
import { nextDeadlines } from './next-deadlines';

const app = (id: string, fields: Partial<ScheduledApplication>): ScheduledApplication => ({
  id,
  schoolName: `School ${id}`,
  events: [],
  secondaryDueOn: null,
  interviewOn: null,
  ...fields,
});

describe('the next deadlines', () => {
  it('lists answer-by dates, secondaries due and interviews, soonest first, overdue ones flagged', () => {
    const deadlines = nextDeadlines(
      [
        app('a', { events: [{ kind: 'offer', date: '2027-01-10' }] }),
        app('b', { secondaryDueOn: '2026-11-20', interviewOn: '2026-12-05' }),
      ],
      CYCLE_SEED,
      '2026-11-26',
    );
    expect(deadlines).toEqual([
      {
        applicationId: 'b',
        schoolName: 'School b',
        kind: 'secondary-due',
        date: '2026-11-20',
        rule: 'Secondary due date',
        overdue: true,
      },
      {
        applicationId: 'b',
        schoolName: 'School b',
        kind: 'interview',
        date: '2026-12-05',
        rule: 'Interview date',
        overdue: false,
      },
      {
        applicationId: 'a',
        schoolName: 'School a',
        kind: 'answer-by',
        date: '2027-02-09',
        rule: '30 days for an offer from 2026-12-01 until 2027-01-31',
        overdue: false,
      },
    ]);
  });

  const done = app('a', {
    secondaryDueOn: '2026-09-01',
    interviewOn: '2026-10-01',
    events: [
      { kind: 'secondary-submitted', date: '2026-08-20' },
      { kind: 'interviewed', date: '2026-10-01' },
      { kind: 'offer', date: '2026-12-01' },
      { kind: 'deposit-paid', date: '2026-12-15' },
    ],
  });

  it('leaves out what is done: a secondary submitted, an interview held, an offer answered', () => {
    expect(nextDeadlines([done], CYCLE_SEED, '2026-11-26')).toEqual([]);
  });

  it('keeps a submitted secondary and a held interview in the calendar, but no answered offer', () => {
    expect(applicationDates([done], CYCLE_SEED, 'calendar').map(({ kind, date }) => [kind, date])).toEqual([
      ['secondary-due', '2026-09-01'],
      ['interview', '2026-10-01'],
    ]);
  });

  it("drops a withdrawn application's dates from the calendar", () => {
    const withdrawn = { ...done, events: [...done.events, { kind: 'withdrawn', date: '2026-11-01' } as const] };
    expect(applicationDates([withdrawn], CYCLE_SEED, 'calendar')).toEqual([]);
  });

  it('keeps the next five', () => {
    const many = ['01', '02', '03', '04', '05', '06'].map((day) => app(day, { interviewOn: `2026-12-${day}` }));
    expect(nextDeadlines(many, CYCLE_SEED, '2026-11-26').map((deadline) => deadline.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });
});
