import type { AreaProps } from '@predental/contracts/area';

// Placeholder until the area's team builds this screen.
export default function SchoolManagementPage(_props: AreaProps) {
  return <h1>Dental School Management</h1>;
}
