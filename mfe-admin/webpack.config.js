const { federatedConfig } = require('@predental/remote-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'admin',
  exposes: {
    './AdminDashboard': './src/dashboard/AdminDashboardPage.tsx',
    './SchoolManagement': './src/school-management/SchoolManagementPage.tsx',
  },
});
