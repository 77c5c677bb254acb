import type { ReactNode } from 'react';
import { PageHeader } from '@predental/design/Page';

/** The AADSAS GPA screen's heading: its subtitle is the largest text, drawn before the rest's code arrives (AadsasGpaScreen). */
export function AadsasGpaHeader({ action }: { action?: ReactNode }) {
  return (
    <PageHeader
      title="AADSAS GPA"
      subtitle="Your GPAs as ADEA AADSAS will compute them from your verified transcript."
      action={action}
    />
  );
}
