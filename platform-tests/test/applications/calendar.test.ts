import ICAL from 'ical.js';
import { apiClient, signedInClient, type ApiClient } from '../../../test-support/api-client';

/** The events of a feed, parsed back by an iCalendar parser. */
function eventsOf(feed: string) {
  return new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    date: String(vevent.getFirstPropertyValue('dtstart')),
  }));
}

/** A student with one application whose secondary is due and whose interview is set. */
async function studentWithDates(secondaryDueOn: string, interviewOn: string) {
  const { client } = await signedInClient('calendar');
  const schools = (await client.graphql<{ dentalSchools: { id: string }[] }>('{ dentalSchools { id } }')).body.data!;
  const added = await client.graphql('mutation ($id: ID!) { addApplication(schoolId: $id) { id } }', {
    id: schools.dentalSchools[0]!.id,
  });
  const id = added.body.data.addApplication.id as string;
  const updated = await client.graphql(
    'mutation ($id: ID!, $input: ApplicationInput!) { updateApplication(id: $id, input: $input) { id } }',
    { id, input: { secondaryDueOn, interviewOn } },
  );
  expect(updated.body.errors).toBeUndefined();
  return { client, id };
}

const replaceAddress = async (client: ApiClient) =>
  (await client.graphql('mutation { replaceCalendarSubscription { path } }')).body.data.replaceCalendarSubscription
    .path as string;

describe('the calendar feed (issue 35)', () => {
  it('answers the signed-in student an all-day iCalendar event per date, with the same UIDs each time', async () => {
    const { client, id } = await studentWithDates('2026-12-01', '2027-01-15');
    const first = await client.get('/api/applications/calendar.ics');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toContain('private');
    expect(first.body).toContain('DTSTART;VALUE=DATE:20261201');
    expect(first.body).toContain('X-WR-CALNAME:');
    expect(eventsOf(first.body)).toEqual([
      { uid: `${id}-secondary-due@predental`, date: '2026-12-01' },
      { uid: `${id}-interview@predental`, date: '2027-01-15' },
    ]);
    expect(eventsOf((await client.get('/api/applications/calendar.ics')).body)).toEqual(eventsOf(first.body));
    expect((await apiClient().get('/api/applications/calendar.ics')).status).toBe(401);
  });

  it('serves the private address without a cookie, shows only its student, and refuses it once replaced', async () => {
    const me = await studentWithDates('2026-12-02', '2027-01-16');
    const other = await studentWithDates('2026-12-03', '2027-01-17');
    const mine = await replaceAddress(me.client);
    const theirs = await replaceAddress(other.client);
    const calendarApp = apiClient();

    const feed = await calendarApp.get(mine);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(eventsOf(feed.body).map((event) => event.uid)).toEqual([
      `${me.id}-secondary-due@predental`,
      `${me.id}-interview@predental`,
    ]);
    expect(eventsOf((await calendarApp.get(theirs)).body).every((event) => event.uid.startsWith(other.id))).toBe(true);

    const replaced = await replaceAddress(me.client);
    expect((await calendarApp.get(mine)).status).toBe(404);
    expect((await calendarApp.get(replaced)).status).toBe(200);
    expect((await calendarApp.get(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
  });
});
