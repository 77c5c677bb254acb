import ical from 'ical-generator';
import type { CalendarEntryFieldsFragment } from '../gql/graphql';

export type CalendarEntry = CalendarEntryFieldsFragment;

export const CALENDAR_NAME = 'Pre-dental applications';

const TITLES: Record<string, (school: string) => string> = {
  'answer-by': (school) => `Answer ${school}'s offer`,
  'secondary-due': (school) => `${school} secondary due`,
  interview: (school) => `${school} interview`,
};

/** Calendar apps may check back this often (Apple and Outlook read it; Google polls on its own). */
const REFRESH_SECONDS = 60 * 60;

/**
 * The iCalendar feed of a student's application dates: one all-day event per date, its UID made of
 * the application and the kind of date, so a calendar that subscribed updates the same event when
 * the date moves instead of adding another.
 */
export function calendarFeed(entries: readonly CalendarEntry[]): string {
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: 'predental', product: 'applications', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.applicationId}-${entry.kind}@predental`,
      // Midnight UTC: an all-day event is written as the UTC date, whatever the server's zone.
      start: new Date(`${entry.date}T00:00:00Z`),
      allDay: true,
      summary: (TITLES[entry.kind] ?? ((school: string) => `${school}: ${entry.kind}`))(entry.schoolName),
      description: entry.rule,
    });
  }
  return calendar.toString();
}
