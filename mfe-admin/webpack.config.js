const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'admin',
    exposes: {
      './AdminDashboard': './src/dashboard/AdminDashboardPage.tsx',
      './SchoolManagement': './src/school-management/SchoolManagementPage.tsx',
    },
  }),
  standaloneConfig({ dir: __dirname, title: 'Admin (standalone)' }),
];
