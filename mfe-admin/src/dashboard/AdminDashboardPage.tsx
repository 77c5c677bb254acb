import type { AreaProps } from '@predental/area-runtime/area';
import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { AdminHeader, VerifyingAccess } from './components/AdminHeader';

const load = () => import('./AdminDashboard');

/**
 * /admin as the shell loads it: for a user the session calls an admin, the heading (the largest
 * text) paints first, and the tabs, Apollo and the role check after that paint (issue 41). Anyone
 * else sees only the loading text until the server has answered.
 */
const ForAdmin = headingFirst(
  <>
    <AdminHeader />
    <VerifyingAccess />
  </>,
  load,
);
const ForOthers = headingFirst(<VerifyingAccess />, load);

export default function AdminDashboardPage(props: AreaProps) {
  return props.user.isAdmin ? <ForAdmin {...props} /> : <ForOthers {...props} />;
}
