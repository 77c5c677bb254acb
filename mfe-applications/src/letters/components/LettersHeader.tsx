import type { ReactNode } from 'react';
import { PageHeader } from '@predental/design/Page';

/** The letters screen's heading, drawn before the rest's code arrives (LettersScreen) and again by the page. */
export function LettersHeader({ action }: { action?: ReactNode }) {
  return (
    <PageHeader
      title="Letters of Evaluation"
      subtitle="Who writes for you, where each request stands, and how many AADSAS will take."
      action={action}
    />
  );
}
