import { EVENT_KINDS, type ApplicationEvent, type EventKind } from '@predental/applications-contract/events';

type Dated = Pick<ApplicationEvent, 'kind' | 'date'>;

/** Oldest first: by date, then (one day) in the cycle's order, then as recorded. */
export function inDateOrder<Event extends Dated>(events: readonly Event[]): Event[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.date.localeCompare(b.event.date) ||
        EVENT_KINDS.indexOf(a.event.kind) - EVENT_KINDS.indexOf(b.event.kind) ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

/** Students log late, in any order: the stage is the latest event by date; planned before any. */
export function stageOf(events: readonly Dated[]): EventKind {
  return inDateOrder(events).at(-1)?.kind ?? 'planned';
}

/** Whether an event of one of these kinds was ever recorded. */
export const hasEvent = (events: readonly Dated[], ...kinds: EventKind[]) =>
  events.some((event) => kinds.includes(event.kind));
