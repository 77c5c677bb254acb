import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { TabPanels } from '@predental/design/Tabs';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminCheck } from './api/admin';
import { AdminHeader, VerifyingAccess } from './components/AdminHeader';
import { StatsPanel } from './components/StatsPanel';

// The Users tab's code (its table) is fetched as the tab first opens, not with the dashboard's tab.
const UsersPanel = lazy(() => import('./components/UsersPanel').then(({ UsersPanel }) => ({ default: UsersPanel })));

const TABS = [
  { value: 'dashboard', label: 'Dashboard', content: <StatsPanel /> },
  {
    value: 'users',
    label: 'Users',
    content: (
      <Suspense
        fallback={
          <SectionCard title="Users">
            <Muted role="status">Loading users...</Muted>
          </SectionCard>
        }
      >
        <UsersPanel />
      </Suspense>
    ),
  },
];

/** /admin (SPEC §2, §4): the server confirms the role first; anyone else is sent to /dashboard. */
export default function AdminDashboard({ user, notify }: AreaProps) {
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

  if (denied) return null;
  // The heading AdminDashboardPage drew first, for whom it drew it, stays while the server answers.
  return (
    <>
      {(user.isAdmin || !check.loading) && <AdminHeader />}
      {check.loading ? <VerifyingAccess /> : <TabPanels label="Admin sections" tabs={TABS} />}
    </>
  );
}
