import type { CycleSettings } from '@predental/applications-contract/cycle';
import type { ApplicationEvent } from '@predental/applications-contract/events';
import { openOffer } from './answer-by';
import { hasEvent } from './stage';

type DeadlineKind = 'answer-by' | 'secondary-due' | 'interview';

export interface Deadline {
  applicationId: string;
  schoolName: string;
  kind: DeadlineKind;
  date: string;
  /** Where it came from: the answer-by rule, or what the student entered. */
  rule: string;
  overdue: boolean;
}

export interface ScheduledApplication {
  id: string;
  schoolName: string;
  events: readonly Pick<ApplicationEvent, 'kind' | 'date'>[];
  secondaryDueOn: string | null;
  interviewOn: string | null;
}

const NEXT_DEADLINES = 5;

/**
 * The dates still ahead of the student across their applications, soonest first, the next five:
 * an open offer's answer-by date, a secondary not yet submitted, an interview not yet held. One
 * already past (before `today`) is overdue, and comes first.
 */
export function nextDeadlines(
  applications: readonly ScheduledApplication[],
  settings: CycleSettings,
  today: string,
  count = NEXT_DEADLINES,
): Deadline[] {
  const deadlines = applications.flatMap((app) => {
    const found: Omit<Deadline, 'overdue'>[] = [];
    const of = { applicationId: app.id, schoolName: app.schoolName };
    const offer = openOffer(app.events, settings);
    if (offer) found.push({ ...of, kind: 'answer-by', date: offer.answerBy, rule: offer.ruleText });
    if (app.secondaryDueOn && !hasEvent(app.events, 'secondary-submitted', 'withdrawn'))
      found.push({ ...of, kind: 'secondary-due', date: app.secondaryDueOn, rule: 'Secondary due date' });
    if (app.interviewOn && !hasEvent(app.events, 'interviewed', 'withdrawn'))
      found.push({ ...of, kind: 'interview', date: app.interviewOn, rule: 'Interview date' });
    return found;
  });
  return deadlines
    .sort((a, b) => a.date.localeCompare(b.date) || a.schoolName.localeCompare(b.schoolName))
    .slice(0, count)
    .map((deadline) => ({ ...deadline, overdue: deadline.date < today }));
}
