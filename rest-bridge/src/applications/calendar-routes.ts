import type { Request, Response } from 'express';
import { sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';
import { CalendarFeedDocument, MyCalendarDocument, type TypedDocumentString } from '../gql/graphql';
import type { TableRow } from '../route-table';
import { calendarFeed, type CalendarEntry } from './calendar-feed';

/** Each student's own dates: no shared cache may keep them, and calendar apps fetch them afresh. */
const CACHE_CONTROL = 'private, no-store';

/** A GET row that answers the iCalendar feed of the entries its operation finds; none (null) is 404. */
function calendarRow<Result, Variables>(
  path: string,
  operation: TypedDocumentString<Result, Variables>,
  variables: (req: Request) => Variables,
  entriesOf: (data: Result) => readonly CalendarEntry[] | null,
): TableRow {
  return {
    method: 'get',
    path,
    operation: operation.toString(),
    async serve(callGateway: CallGateway, req: Request, res: Response) {
      const result = await callGateway(req, res, operation, variables(req));
      if (sentGatewayError(res, result)) return;
      const entries = entriesOf(result.data as Result);
      if (!entries) {
        res.status(404).json({ message: 'Not found' });
        return;
      }
      res.set('Cache-Control', CACHE_CONTROL).type('text/calendar; charset=utf-8').send(calendarFeed(entries));
    },
  };
}

/**
 * The calendar of issue 35: the signed-in student's feed, and the private subscription address
 * calendar apps fetch without a cookie, whose token alone says whose dates it shows.
 */
export const calendarRoutes = [
  calendarRow(
    '/applications/calendar.ics',
    MyCalendarDocument,
    () => ({}),
    (data) => data.myCalendar,
  ),
  calendarRow(
    '/calendar/:token.ics',
    CalendarFeedDocument,
    (req) => ({ token: String(req.params.token) }),
    (data) => data.calendarFeed ?? null,
  ),
];
