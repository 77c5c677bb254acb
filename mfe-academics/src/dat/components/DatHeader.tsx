import type { ReactNode } from 'react';
import { PageHeader } from '@predental/design/Page';

/** The DAT screen's heading: its subtitle is the largest text, drawn before the rest's code arrives (DatScreen). */
export function DatHeader({ action }: { action?: ReactNode }) {
  return <PageHeader title="DAT Scores" subtitle="Record your DAT attempts on the 600-point scale." action={action} />;
}
