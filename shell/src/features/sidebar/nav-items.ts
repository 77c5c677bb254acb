export interface NavItem {
  to: string;
  label: string;
}

export const mainNav: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/application-summary', label: 'Application Summary' },
  { to: '/coursework', label: 'Coursework' },
  { to: '/shadowing', label: 'Shadowing Hours' },
  { to: '/volunteer', label: 'Volunteer Hours' },
  { to: '/dat', label: 'DAT Scores' },
  { to: '/dental-schools', label: 'Dental Schools' },
  { to: '/settings', label: 'Settings' },
];

export const adminNav: NavItem[] = [
  { to: '/admin', label: 'Admin Dashboard' },
  { to: '/admin/dental-schools', label: 'Manage Dental Schools' },
];
