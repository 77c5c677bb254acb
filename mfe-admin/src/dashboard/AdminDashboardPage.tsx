import type { AreaProps } from '@predental/area-runtime/area';
import { Muted, PageHeader } from '@predental/design/Page';
import { TabPanels } from '@predental/design/Tabs';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminCheck } from './api/admin';
import { StatsPanel } from './components/StatsPanel';
import { UsersPanel } from './components/UsersPanel';

const TABS = [
  { value: 'dashboard', label: 'Dashboard', content: <StatsPanel /> },
  { value: 'users', label: 'Users', content: <UsersPanel /> },
];

/** /admin (SPEC §2, §4): the server confirms the role first; anyone else is sent to /dashboard. */
export default function AdminDashboardPage({ notify }: AreaProps) {
  const check = useAdminCheck();
  const navigate = useNavigate();
  const denied = !check.loading && !check.data?.me?.isAdmin;

  useEffect(() => {
    if (!denied) return;
    notify({
      title: 'Access Denied',
      description: 'You do not have permission to access the admin area.',
      variant: 'destructive',
    });
    navigate('/dashboard', { replace: true });
  }, [denied, navigate, notify]);

  if (check.loading) return <Muted role="status">Verifying admin access...</Muted>;
  if (denied) return null;

  return (
    <>
      <PageHeader title="Admin Dashboard" subtitle="Usage statistics and user accounts across the platform." />
      <TabPanels label="Admin sections" tabs={TABS} />
    </>
  );
}
