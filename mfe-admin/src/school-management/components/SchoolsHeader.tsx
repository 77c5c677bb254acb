import { PageHeader } from '@predental/design/Page';
import type { ReactNode } from 'react';

/** The management page's heading; its subtitle is the page's largest text, drawn before the list's code arrives. */
export function SchoolsHeader({ action }: { action: ReactNode }) {
  return (
    <PageHeader
      title="Dental School Management"
      subtitle="Add, edit, delete and import the dental schools students explore."
      action={action}
    />
  );
}
