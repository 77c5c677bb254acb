import type { ReactNode } from 'react';
import { PageHeader } from '@predental/design/Page';

/** The coursework screen's heading; the subtitle is its largest text, drawn before the rest's code arrives (CourseworkScreen). */
export function CourseworkHeader({ action }: { action?: ReactNode }) {
  return (
    <PageHeader
      title="Coursework"
      subtitle="Track your courses and see your overall and science GPA."
      action={action}
    />
  );
}
