import type { ReactNode } from 'react';
import { PageHeader } from '@predental/design/Page';

/** The AADSAS experiences screen's heading, drawn before the rest's code arrives (ExperiencesScreen). */
export function ExperiencesHeader({ action }: { action?: ReactNode }) {
  return (
    <PageHeader
      title="AADSAS Experiences"
      subtitle="Your hours grouped into entries the way AADSAS asks for them: copy each field into your application."
      action={action}
    />
  );
}
