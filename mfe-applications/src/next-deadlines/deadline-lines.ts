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
  /** Where the date came from (the answer-by rule, or the date the student entered). */
  rule: string;
  overdue: boolean;
}

/** The widget's lines: school, what is due, the date written out; a kind the server adds later reads as its own name. */
export function deadlineLines(deadlines: readonly Deadline[]): DeadlineLine[] {
  return deadlines.map((deadline) => ({
    key: `${deadline.applicationId}-${deadline.kind}`,
    school: deadline.schoolName,
    what: WHAT[deadline.kind] ?? deadline.kind,
    date: formatCalendarDate(deadline.date),
    rule: deadline.rule,
    overdue: deadline.overdue,
  }));
}
