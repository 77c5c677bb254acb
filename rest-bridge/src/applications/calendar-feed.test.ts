import ICAL from 'ical.js';
import { CALENDAR_NAME, calendarFeed, type CalendarEntry } from './calendar-feed';

const ENTRIES: CalendarEntry[] = [
  { applicationId: 'a1', schoolName: 'Harvard', kind: 'interview', date: '2026-12-05', rule: 'Interview date' },
  {
    applicationId: 'a1',
    schoolName: 'Harvard',
    kind: 'answer-by',
    date: '2027-02-09',
    rule: '30 days for an offer from 2026-12-01 until 2027-01-31',
  },
  { applicationId: 'b2', schoolName: 'UCLA', kind: 'secondary-due', date: '2027-01-01', rule: 'Secondary due date' },
];

const parsed = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('the calendar feed of application dates', () => {
  it('writes one all-day VEVENT per date, named, with a UID of the application and the kind of date', () => {
    const calendar = parsed(calendarFeed(ENTRIES));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR_NAME);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const start = vevent.getFirstProperty('dtstart')!;
      return {
        uid: vevent.getFirstPropertyValue('uid'),
        type: start.type,
        date: String(start.getFirstValue()),
        summary: vevent.getFirstPropertyValue('summary'),
        description: vevent.getFirstPropertyValue('description'),
      };
    });
    expect(events).toEqual([
      {
        uid: 'a1-interview@predental',
        type: 'date',
        date: '2026-12-05',
        summary: 'Harvard interview',
        description: 'Interview date',
      },
      {
        uid: 'a1-answer-by@predental',
        type: 'date',
        date: '2027-02-09',
        summary: "Answer Harvard's offer",
        description: '30 days for an offer from 2026-12-01 until 2027-01-31',
      },
      {
        uid: 'b2-secondary-due@predental',
        type: 'date',
        date: '2027-01-01',
        summary: 'UCLA secondary due',
        description: 'Secondary due date',
      },
    ]);
  });

  it('writes the same UIDs each time, so a subscribed calendar updates its events instead of adding more', () => {
    const uids = () =>
      parsed(calendarFeed(ENTRIES))
        .getAllSubcomponents('vevent')
        .map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids()).toEqual(uids());
  });

  it('is a valid, empty calendar without dates', () => {
    const calendar = parsed(calendarFeed([]));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
