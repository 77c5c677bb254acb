import type { ReactNode } from 'react';
import { PageHeader } from '@predental/design/Page';

/** The experience hours screen's heading: its subtitle is the largest text, drawn before the rest's code arrives. */
export function ExperienceLogHeader({ action }: { action?: ReactNode }) {
  return (
    <PageHeader
      title="Experience Hours"
      subtitle="Log research, employment and your other AADSAS experiences day by day, like shadowing."
      action={action}
    />
  );
}
