import type { AreaProps } from '@predental/area-runtime/area';
import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { Navigate } from 'react-router-dom';
import { CycleHeader } from './components/CycleHeader';

/**
 * The page as the shell loads it: the heading (the largest text) and the settings' card with its
 * loading line first; the form, Apollo and the query after that paint (issue 41).
 */
const CycleSettings = headingFirst(
  <>
    <CycleHeader />
    <SectionCard named title="Cycle settings">
      <Muted role="status">Loading the cycle&apos;s settings...</Muted>
    </SectionCard>
  </>,
  () => import('./CycleSettingsScreen'),
);

/** /admin/application-cycle: admins set the cycle every student's applications follow; others go to the dashboard. */
export default function CycleSettingsPage(props: AreaProps) {
  if (!props.user.isAdmin) return <Navigate to="/dashboard" replace />;
  return <CycleSettings {...props} />;
}
