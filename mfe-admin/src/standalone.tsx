import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import AdminDashboardPage from './dashboard/AdminDashboardPage';
import SchoolManagementPage from './school-management/SchoolManagementPage';

renderStandalone('Admin', [
  { label: 'Admin Dashboard', Page: AdminDashboardPage },
  { label: 'Dental School Management', Page: SchoolManagementPage },
]);
