import type { AreaProps } from '@predental/contracts/area';

// Placeholder until the area's team builds this screen.
export default function AdminDashboardPage(_props: AreaProps) {
  return <h1>Admin Dashboard</h1>;
}
