import { Muted, PageHeader } from '@predental/design/Page';

/** The admin dashboard's heading; its subtitle is the page's largest text, drawn before the rest's code arrives. */
export function AdminHeader() {
  return <PageHeader title="Admin Dashboard" subtitle="Usage statistics and user accounts across the platform." />;
}

/** SPEC §2's loading text while the server confirms the role. */
export function VerifyingAccess() {
  return <Muted role="status">Verifying admin access...</Muted>;
}
