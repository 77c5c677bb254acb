import { CYCLE_SEED } from '../cycle/cycle-seed';
import { applicationDates } from './application-dates';

const held = {
  id: 'a',
  schoolName: 'School a',
  secondaryDueOn: '2026-09-01',
  interviewOn: '2026-10-01',
  events: [
    { kind: 'secondary-submitted', date: '2026-08-20' },
    { kind: 'interviewed', date: '2026-10-01' },
    { kind: 'offer', date: '2027-02-03' },
  ] as const,
};

describe("an application's dates", () => {
  it('keeps a submitted secondary and a held interview in the calendar, not among the dates ahead', () => {
    expect(applicationDates([held], CYCLE_SEED, 'calendar').map(({ kind, date }) => [kind, date])).toEqual([
      ['secondary-due', '2026-09-01'],
      ['interview', '2026-10-01'],
      ['answer-by', '2027-02-18'],
    ]);
    expect(applicationDates([held], CYCLE_SEED, 'ahead').map(({ kind }) => kind)).toEqual(['answer-by']);
  });

  it('drops every date of a withdrawn application from the calendar', () => {
    const withdrawn = { ...held, events: [...held.events, { kind: 'withdrawn', date: '2027-02-05' } as const] };
    expect(applicationDates([withdrawn], CYCLE_SEED, 'calendar')).toEqual([]);
  });
});
