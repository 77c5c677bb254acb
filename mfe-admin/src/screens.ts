import type { AreaScreensDeclaration } from '@predental/contracts/screens';

/** The admin screens: the shell reads them from screens.json, built from this file. */
export default {
  area: 'Admin',
  screens: [
    {
      path: '/admin',
      module: 'AdminDashboard',
      adminOnly: true,
      nav: { label: 'Admin Dashboard', section: 'admin', order: 10 },
    },
    {
      path: '/admin/dental-schools',
      module: 'SchoolManagement',
      adminOnly: true,
      nav: { label: 'Manage Dental Schools', section: 'admin', order: 20 },
      headingFirst: true,
    },
    // SPEC's second address for the same page.
    { path: '/admin-dental-schools-page', module: 'SchoolManagement', adminOnly: true, headingFirst: true },
  ],
} satisfies AreaScreensDeclaration;
