import type { CycleSettings } from '@predental/applications-contract/cycle';
import type { ApplicationEvent, EventKind } from '@predental/applications-contract/events';
import { openOffer } from './answer-by';
import { hasEvent } from './stage';

type DateKind = 'answer-by' | 'secondary-due' | 'interview';

/** One dated entry of an application: an open offer's answer-by date, a secondary due or an interview. */
export interface ApplicationDate {
  applicationId: string;
  schoolName: string;
  kind: DateKind;
  date: string;
  /** Where it came from: the answer-by rule, or what the student entered. */
  rule: string;
}

export interface ScheduledApplication {
  id: string;
  schoolName: string;
  events: readonly Pick<ApplicationEvent, 'kind' | 'date'>[];
  secondaryDueOn: string | null;
  interviewOn: string | null;
}

/**
 * The events that take an entered date off the list: what is still ahead drops a secondary once
 * submitted and an interview once held; the calendar keeps them as history, until a withdrawal.
 */
const ENDED_BY: Record<'ahead' | 'calendar', Record<'secondary-due' | 'interview', EventKind[]>> = {
  ahead: { 'secondary-due': ['secondary-submitted', 'withdrawn'], interview: ['interviewed', 'withdrawn'] },
  calendar: { 'secondary-due': ['withdrawn'], interview: ['withdrawn'] },
};

/** Every application's dates, soonest first (one day's by school name). */
export function applicationDates(
  applications: readonly ScheduledApplication[],
  settings: CycleSettings,
  view: 'ahead' | 'calendar',
): ApplicationDate[] {
  const ended = ENDED_BY[view];
  const dates = applications.flatMap((app) => {
    const found: ApplicationDate[] = [];
    const of = { applicationId: app.id, schoolName: app.schoolName };
    const offer = openOffer(app.events, settings);
    if (offer) found.push({ ...of, kind: 'answer-by', date: offer.answerBy, rule: offer.ruleText });
    if (app.secondaryDueOn && !hasEvent(app.events, ...ended['secondary-due']))
      found.push({ ...of, kind: 'secondary-due', date: app.secondaryDueOn, rule: 'Secondary due date' });
    if (app.interviewOn && !hasEvent(app.events, ...ended.interview))
      found.push({ ...of, kind: 'interview', date: app.interviewOn, rule: 'Interview date' });
    return found;
  });
  return dates.sort((a, b) => a.date.localeCompare(b.date) || a.schoolName.localeCompare(b.schoolName));
}
