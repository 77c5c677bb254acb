import type { AreaScreens } from '@predental/contracts/screens';
import type { DeclaredArea } from '../src/features/remote-area/screen-declarations';
import { screenRoutes, sidebarNav, slotContributions, slotWidgets } from '../src/features/remote-area/screen-table';
import { shellNav } from '../src/features/sidebar/nav-items';
import { screen } from './screen';

const area = (remote: string, screens: AreaScreens): DeclaredArea => ({ remote, screens });
const declared: DeclaredArea[] = [
  area('academics', {
    area: 'Academics',
    screens: [
      screen('/dat', 'Dat', 'DAT Scores', 60),
      { ...screen('/coursework', 'Coursework', 'Coursework', 30), headingFirst: true },
    ],
  }),
  area('admin', {
    area: 'Admin',
    screens: [
      screen('/admin/dental-schools', 'SchoolManagement', 'Manage Dental Schools', 20, {
        adminOnly: true,
        section: 'admin',
      }),
      screen('/admin', 'AdminDashboard', 'Admin Dashboard', 10, { adminOnly: true, section: 'admin' }),
      { path: '/admin-dental-schools-page', module: 'SchoolManagement', adminOnly: true },
    ],
  }),
  area('experience', {
    area: 'Experience',
    screens: [
      screen('/volunteer', 'Volunteer', 'Volunteer Hours', 50),
      screen('/shadowing', 'Shadowing', 'Shadowing Hours', 40),
      screen('/reports', 'Reports', 'Hours Report', 55, { adminOnly: true }),
    ],
  }),
];
const SHELL_PATHS = ['/', '/auth', '/dashboard', '/application-summary', '/settings'];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('routes from the declarations', () => {
  it('routes each declared path to its remote and module, addresses without a sidebar entry included', () => {
    const routes = screenRoutes(declared, SHELL_PATHS);
    expect(routes).toContainEqual({
      path: '/coursework',
      remote: 'academics',
      module: 'Coursework',
      headingFirst: true,
    });
    expect(routes).toContainEqual({ path: '/dat', remote: 'academics', module: 'Dat', headingFirst: false });
    expect(routes).toContainEqual({
      path: '/admin-dental-schools-page',
      remote: 'admin',
      module: 'SchoolManagement',
      headingFirst: false,
    });
    expect(routes).toHaveLength(8);
  });

  it("never lets a remote take the shell's own pages, and gives a path two remotes claim to the first", () => {
    const grabbing = area('schools', {
      area: 'Schools',
      screens: [
        screen('/settings', 'Explorer', 'Settings', 1),
        screen('/coursework', 'Explorer', 'Other Coursework', 31),
        screen('/dental-schools', 'Explorer', 'Dental Schools', 70),
      ],
    });
    const all = [...declared, grabbing];
    const routes = screenRoutes(all, SHELL_PATHS);
    expect(routes.filter((route) => route.remote === 'schools')).toEqual([
      { path: '/dental-schools', remote: 'schools', module: 'Explorer', headingFirst: false },
    ]);
    expect(console.error).toHaveBeenCalledWith(
      'The schools remote declares /settings, which another page already has; left out',
    );
    // Their sidebar entries go with them.
    const labels = sidebarNav(shellNav, all, routes, false).main.map((entry) => entry.label);
    expect(labels.filter((label) => label === 'Settings')).toHaveLength(1);
    expect(labels).not.toContain('Other Coursework');
  });
});

describe('the sidebar from the declarations', () => {
  const routes = screenRoutes(declared, SHELL_PATHS);

  it("interleaves the shell's and the remotes' entries by order, as SPEC lists them", () => {
    const nav = sidebarNav(shellNav, declared, routes, false);
    expect(nav.main.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Application Summary',
      'Coursework',
      'Shadowing Hours',
      'Volunteer Hours',
      'DAT Scores',
      'Settings',
    ]);
    expect(nav.admin).toEqual([]);
  });

  it('shows admins the admin-only entries and the Administration section', () => {
    const nav = sidebarNav(shellNav, declared, routes, true);
    expect(nav.main.map((entry) => entry.label)).toContain('Hours Report');
    expect(nav.admin.map((entry) => [entry.label, entry.to])).toEqual([
      ['Admin Dashboard', '/admin'],
      ['Manage Dental Schools', '/admin/dental-schools'],
    ]);
  });

  it('breaks a tie in order by label', () => {
    const tied = [
      area('a', {
        area: 'A',
        screens: [screen('/b', 'B', 'Beta', 15), screen('/a', 'A', 'Alpha', 15)],
      }),
    ];
    const nav = sidebarNav(shellNav, tied, screenRoutes(tied, SHELL_PATHS), false);
    expect(nav.main.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Alpha',
      'Beta',
      'Application Summary',
      'Settings',
    ]);
  });
});

describe("a slot's contributions", () => {
  const contributing = (remote: string, contributions: AreaScreens['contributions']) =>
    area(remote, { area: remote, screens: [], contributions });

  it("lists every area's contributions to that slot by their order, and only that slot's", () => {
    const all = [
      contributing('schools', [{ slot: 'dashboard-first-steps', module: 'FavoritesStep', order: 40 }]),
      contributing('academics', [
        { slot: 'dashboard-first-steps', module: 'CoursesStep', order: 10 },
        { slot: 'dashboard-first-steps', module: 'DatStep', order: 30 },
        { slot: 'school-details', module: 'Other', order: 1 },
      ]),
      contributing('experience', [{ slot: 'dashboard-first-steps', module: 'HoursStep', order: 20 }]),
      ...declared,
    ];
    expect(slotContributions(all, 'dashboard-first-steps')).toEqual([
      { remote: 'academics', module: 'CoursesStep' },
      { remote: 'experience', module: 'HoursStep' },
      { remote: 'academics', module: 'DatStep' },
      { remote: 'schools', module: 'FavoritesStep' },
    ]);
  });

  it('is empty when no area contributes (an older remote declares none)', () => {
    expect(slotContributions(declared, 'dashboard-first-steps')).toEqual([]);
  });
});

describe("a widget slot's widgets", () => {
  const widgetsOf = (remote: string, contributions: AreaScreens['contributions']) =>
    area(remote, { area: remote, screens: [], contributions });
  const declarations = {
    settled: true,
    declared: [
      widgetsOf('experience', [
        { slot: 'dashboard-cards', module: 'HoursCards', order: 20 },
        { slot: 'application-summary-sections', module: 'ApplicationExperience', order: 20 },
      ]),
      widgetsOf('academics', [
        { slot: 'dashboard-cards', module: 'GpaCards', order: 10 },
        { slot: 'application-summary-sections', module: 'ApplicationAcademics', order: 10 },
      ]),
    ],
    // Down on a first visit: its declaration was never read.
    unavailable: ['Schools'],
  };

  it("are every area's modules in that slot by their order, each with a key of its own", () => {
    expect(slotWidgets(declarations, 'dashboard-cards', { showUnknownAreas: false })).toEqual([
      { key: 'academics/GpaCards', remote: 'academics', module: 'GpaCards' },
      { key: 'experience/HoursCards', remote: 'experience', module: 'HoursCards' },
    ]);
  });

  it('end with the error card of each area never read, where the slot must be whole (the summary)', () => {
    expect(slotWidgets(declarations, 'application-summary-sections', { showUnknownAreas: true })).toEqual([
      { key: 'academics/ApplicationAcademics', remote: 'academics', module: 'ApplicationAcademics' },
      { key: 'experience/ApplicationExperience', remote: 'experience', module: 'ApplicationExperience' },
      { key: 'unavailable Schools', unavailableArea: 'Schools' },
    ]);
  });

  it('leave an area never read out where the slot may go without it (the dashboard)', () => {
    expect(slotWidgets(declarations, 'dashboard-cards', { showUnknownAreas: false })).not.toContainEqual(
      expect.objectContaining({ unavailableArea: 'Schools' }),
    );
  });
});
