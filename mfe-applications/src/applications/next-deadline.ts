import type { ApplicationDetailsFragment } from '../gql/graphql';

export interface NextDeadline {
  label: string;
  date: string;
  overdue: boolean;
}

const done = (application: ApplicationDetailsFragment, ...kinds: string[]) =>
  application.events.some((event) => kinds.includes(event.kind));

/**
 * The application's soonest date still ahead, as the area's "Next deadlines" counts them: an open
 * offer's answer-by date, a secondary not yet submitted, an interview not yet held (a withdrawal
 * ends both). One before `today` is overdue.
 */
export function nextDeadline(application: ApplicationDetailsFragment, today: string): NextDeadline | null {
  const dates = [
    application.answerBy && { label: 'Answer by', date: application.answerBy },
    application.secondaryDueOn &&
      !done(application, 'secondary-submitted', 'withdrawn') && {
        label: 'Secondary due',
        date: application.secondaryDueOn,
      },
    application.interviewOn &&
      !done(application, 'interviewed', 'withdrawn') && { label: 'Interview', date: application.interviewOn },
  ].filter((date) => !!date);
  const [soonest] = dates.sort((a, b) => a.date.localeCompare(b.date));
  return soonest ? { ...soonest, overdue: soonest.date < today } : null;
}
