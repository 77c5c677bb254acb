import type { ApplicationDetailsFragment } from '../gql/graphql';

export interface NextDeadline {
  label: string;
  date: string;
  overdue: boolean;
}

/** What each kind of date asks of the student, in the table's words; a kind the server adds later reads as its name. */
const LABELS: Record<string, string> = {
  'answer-by': 'Answer by',
  'secondary-due': 'Secondary due',
  interview: 'Interview',
};

/**
 * The application's next deadline as the area counts it (the server's `nextDeadline`), in words;
 * one before the student's `today` is overdue.
 */
export function nextDeadline({ nextDeadline: next }: ApplicationDetailsFragment, today: string): NextDeadline | null {
  return next ? { label: LABELS[next.kind] ?? next.kind, date: next.date, overdue: next.date < today } : null;
}
