import type { ExperienceLog } from '@predental/experience-contract/experience-log';
import type { ShadowingEntry } from '@predental/experience-contract/shadowing';
import type { VolunteerEntry } from '@predental/experience-contract/volunteer';
import { averageHoursPerWeek, composeExperiences, groupId, type AllLogs } from './compose';
import { noChoices, type ExperienceChoices } from './experience-choices';

const TODAY = '2025-03-31';

const visit = (
  id: string,
  date: string,
  doctorName: string,
  practice: string,
  hours: number,
  mode: ShadowingEntry['mode'] = 'in-person',
): ShadowingEntry => ({
  id,
  userId: 'u1',
  date,
  doctorName,
  practice,
  mode,
  hours,
  notes: null,
});
const volunteerDay = (id: string, date: string, organization: string, hours: number): VolunteerEntry => ({
  id,
  userId: 'u1',
  date,
  organization,
  type: 'Clinical',
  supervisor: 'Jane Doe',
  hours,
  notes: null,
});
const logDay = (
  id: string,
  date: string,
  type: ExperienceLog['type'],
  organization: string,
  hours: number,
): ExperienceLog => ({
  id,
  userId: 'u1',
  date,
  type,
  organization,
  hours,
  notes: null,
});
const logs = (parts: Partial<AllLogs>): AllLogs => ({ shadowing: [], volunteer: [], logs: [], ...parts });
const compose = (all: Partial<AllLogs>, choices: ExperienceChoices = noChoices()) =>
  composeExperiences(logs(all), choices, TODAY);

describe('grouping logs into AADSAS entries', () => {
  it("puts a dentist's visits in one entry across practices, and a virtual visit in its own type", () => {
    const entries = compose({
      shadowing: [
        visit('s1', '2025-01-06', 'Dr. Sarah Smith', 'Smile Dental', 4),
        visit('s2', '2025-01-20', 'dr. sarah  smith', 'Bright Orthodontics', 3),
        visit('s3', '2025-02-03', 'Dr. Omar Lee', 'Lee Oral Surgery', 5),
        visit('s4', '2025-02-10', 'Dr. Omar Lee', 'Lee Oral Surgery', 2, 'virtual'),
      ],
    });
    expect(
      entries.map(({ type, organization, totalHours, logIds }) => ({ type, organization, totalHours, logIds })),
    ).toEqual([
      { type: 'dental-shadowing-in-person', organization: 'Lee Oral Surgery', totalHours: 5, logIds: ['s3'] },
      {
        type: 'dental-shadowing-in-person',
        organization: 'Smile Dental; Bright Orthodontics',
        totalHours: 7,
        logIds: ['s1', 's2'],
      },
      { type: 'dental-shadowing-virtual', organization: 'Lee Oral Surgery', totalHours: 2, logIds: ['s4'] },
    ]);
    expect(entries[1]!.contact.name).toBe('dr. sarah  smith');
  });

  it('groups volunteer days and other logs by type and organization, in AADSAS order', () => {
    const entries = compose({
      volunteer: [
        volunteerDay('v1', '2025-01-04', 'City Free Clinic', 3),
        volunteerDay('v2', '2025-01-11', 'City Free Clinic ', 3),
      ],
      logs: [
        logDay('l1', '2025-01-05', 'research', 'Biochemistry Lab', 4),
        logDay('l2', '2025-01-12', 'research', 'Biochemistry Lab', 4),
        logDay('l3', '2025-01-07', 'employment', 'Biochemistry Lab', 8),
      ],
    });
    expect(entries.map((entry) => [entry.type, entry.logIds])).toEqual([
      ['employment', ['l3']],
      ['research', ['l1', 'l2']],
      ['volunteer', ['v1', 'v2']],
    ]);
  });

  it('gives a default entry the same id on every read, derived from its type and organization', () => {
    const once = compose({ logs: [logDay('l1', '2025-01-05', 'research', 'Biochemistry Lab', 4)] });
    const again = compose({ logs: [logDay('l9', '2025-02-05', 'research', 'biochemistry lab', 2)] });
    expect(once[0]!.id).toBe(again[0]!.id);
    expect(once[0]!.id).toBe(groupId('research', 'Biochemistry Lab'));
    expect(once[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps a moved log in the entry it was moved to, also after new logs are added', () => {
    const lab = groupId('research', 'Biochemistry Lab');
    const choices = { ...noChoices(), placements: [{ logId: 'l2', experienceId: lab, type: 'research' as const }] };
    const entries = compose(
      {
        logs: [
          logDay('l1', '2025-01-05', 'research', 'Biochemistry Lab', 4),
          logDay('l2', '2025-01-12', 'research', 'Chemistry Dept.', 2),
          logDay('l3', '2025-01-19', 'research', 'Chemistry Dept.', 1),
        ],
      },
      choices,
    );
    expect(entries.map((entry) => [entry.id, entry.logIds])).toEqual([
      [groupId('research', 'Chemistry Dept.'), ['l3']],
      [lab, ['l1', 'l2']],
    ]);
    expect(entries[1]!.organization).toBe('Biochemistry Lab; Chemistry Dept.');
  });

  it('keeps an entry split off under its own id, its logs out of the entry they came from', () => {
    const choices = {
      ...noChoices(),
      placements: [{ logId: 'v2', experienceId: 'split-entry-1', type: 'volunteer' as const }],
    };
    const entries = compose(
      {
        volunteer: [
          volunteerDay('v1', '2024-06-01', 'City Free Clinic', 3),
          volunteerDay('v2', '2025-01-11', 'City Free Clinic', 3),
          volunteerDay('v3', '2024-06-08', 'City Free Clinic', 3),
        ],
      },
      choices,
    );
    expect(entries.map((entry) => [entry.id, entry.logIds, entry.totalHours])).toEqual([
      ['split-entry-1', ['v2'], 3],
      [groupId('volunteer', 'City Free Clinic'), ['v1', 'v3'], 6],
    ]);
  });

  it('sends a moved log whose type changed since back to its default entry', () => {
    const choices = {
      ...noChoices(),
      placements: [{ logId: 's1', experienceId: 'elsewhere', type: 'dental-shadowing-in-person' as const }],
    };
    const [entry] = compose(
      { shadowing: [visit('s1', '2025-01-06', 'Dr. Sarah Smith', 'Smile Dental', 4, 'virtual')] },
      choices,
    );
    expect(entry!.id).toBe(groupId('dental-shadowing-virtual', 'Dr. Sarah Smith'));
  });

  it('shows what the student added: contact, ongoing, description, highlighted', () => {
    const id = groupId('research', 'Biochemistry Lab');
    const choices = {
      ...noChoices(),
      additions: [
        {
          id,
          contact: { name: 'Dr. Ada Park', email: 'ada@lab.edu' },
          ongoing: false,
          description: 'Ran assays.',
          highlighted: true,
        },
      ],
    };
    const [entry] = compose({ logs: [logDay('l1', '2025-01-05', 'research', 'Biochemistry Lab', 4)] }, choices);
    expect(entry).toMatchObject({
      contact: { name: 'Dr. Ada Park', title: null, email: 'ada@lab.edu', phone: null },
      description: 'Ran assays.',
      highlighted: true,
    });
  });
});

describe('an entry’s figures', () => {
  it('takes its first and last date and total hours from its logs', () => {
    const [entry] = compose({
      logs: [
        logDay('l2', '2025-02-28', 'employment', 'Cafe Uno', 6.5),
        logDay('l1', '2025-01-01', 'employment', 'Cafe Uno', 8),
        logDay('l3', '2025-01-15', 'employment', 'Cafe Uno', 0.1 + 0.2),
      ],
    });
    expect(entry).toMatchObject({ firstDate: '2025-01-01', lastDate: '2025-02-28', totalHours: 14.8 });
  });

  it('averages the total over the weeks from first to last date, inclusive', () => {
    // 2025-01-01 to 2025-01-14: 14 days, two weeks.
    expect(averageHoursPerWeek(16, '2025-01-01', '2025-01-14')).toBe(8);
    // 2025-01-01 to 2025-01-10: 10 days, 10/7 weeks.
    expect(averageHoursPerWeek(10, '2025-01-01', '2025-01-10')).toBe(7);
  });

  it("gives a one-day entry its day's hours as its weekly average", () => {
    const [entry] = compose({ logs: [logDay('l1', '2025-01-05', 'academic-enrichment', 'Summer Program', 6)] });
    expect(entry).toMatchObject({ firstDate: '2025-01-05', lastDate: '2025-01-05', averageHoursPerWeek: 6 });
  });

  it('counts an ongoing entry’s weeks up to today', () => {
    const id = groupId('employment', 'Cafe Uno');
    const ongoing = {
      ...noChoices(),
      additions: [{ id, contact: {}, ongoing: true, description: null, highlighted: false }],
    };
    // 2025-03-04 to today (2025-03-31): 28 days, four weeks; without ongoing, one day.
    const all = { logs: [logDay('l1', '2025-03-04', 'employment', 'Cafe Uno', 20)] };
    expect(compose(all, ongoing)[0]).toMatchObject({ ongoing: true, lastDate: '2025-03-04', averageHoursPerWeek: 5 });
    expect(compose(all)[0]).toMatchObject({ ongoing: false, averageHoursPerWeek: 20 });
  });
});
