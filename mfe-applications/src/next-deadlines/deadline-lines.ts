import { formatCalendarDate } from '@predental/design/dates';

/** A deadline as nextDeadlines answers it. */
interface Deadline {
  applicationId: string;
  schoolName: string;
  kind: string;
  date: string;
  rule: string;
  overdue: boolean;
}

/** What each kind of date asks of the student, in the widget's words. */
const WHAT: Record<string, string> = {
  'answer-by': 'Answer offer',
  'secondary-due': 'Secondary due',
  interview: 'Interview',
};

export interface DeadlineLine {
  key: string;
  school: string;
  what: string;
  date: string;
  /** The window an answer-by date came from; null for a date the student entered. */
  rule: string | null;
  overdue: boolean;
}

/** The widget's lines: school, what is due, the date written out; a kind the server adds later reads as its own name. */
export function deadlineLines(deadlines: readonly Deadline[]): DeadlineLine[] {
  return deadlines.map((deadline) => ({
    key: `${deadline.applicationId}-${deadline.kind}`,
    school: deadline.schoolName,
    what: WHAT[deadline.kind] ?? deadline.kind,
    date: formatCalendarDate(deadline.date),
    rule: deadline.kind === 'answer-by' ? deadline.rule : null,
    overdue: deadline.overdue,
  }));
}
