import type { RemoteName } from '../features/remote-area/remotes';

/** Which remote module each signed-in path shows. The shell knows names only, not code. */
export const remoteRoutes: { path: string; remote: RemoteName; module: string }[] = [
  { path: '/coursework', remote: 'academics', module: 'Coursework' },
  { path: '/dat', remote: 'academics', module: 'Dat' },
  { path: '/shadowing', remote: 'experience', module: 'Shadowing' },
  { path: '/volunteer', remote: 'experience', module: 'Volunteer' },
  { path: '/dental-schools', remote: 'schools', module: 'Explorer' },
  { path: '/admin', remote: 'admin', module: 'AdminDashboard' },
  { path: '/admin/dental-schools', remote: 'admin', module: 'SchoolManagement' },
  { path: '/admin-dental-schools-page', remote: 'admin', module: 'SchoolManagement' },
];
