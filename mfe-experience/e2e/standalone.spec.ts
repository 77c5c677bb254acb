import { expect, idSequence, test, type GraphqlStandin } from '@predental/remote-server/test-support/standin';
import { card } from '@predental/remote-server/test-support/card';
import { addEntry, addTwoShadowingDays, clinicVolunteering, setGoal } from './steps';
import {
  AddShadowingEntryDocument,
  AddVolunteerEntryDocument,
  DeleteShadowingEntryDocument,
  ExperienceSummaryDocument,
  ShadowingEntriesDocument,
  UpdateGoalsDocument,
  UpdateShadowingEntryDocument,
  VolunteerEntriesDocument,
  type ShadowingEntryFieldsFragment,
  type VolunteerEntryFieldsFragment,
} from '../src/gql/graphql';

interface Experience {
  shadowing: ShadowingEntryFieldsFragment[];
  volunteer: VolunteerEntryFieldsFragment[];
  goals: { shadowingGoal: number | null; volunteerGoal: number | null };
}

const newestFirst = <T extends { date: string }>(entries: T[]) =>
  [...entries].sort((a, b) => b.date.localeCompare(a.date));

function totals(entries: { date: string; hours: number }[], goal: number | null, month: string) {
  const totalHours = entries.reduce((sum, entry) => sum + entry.hours, 0);
  const hoursThisMonth = entries
    .filter((entry) => entry.date.startsWith(month))
    .reduce((sum, entry) => sum + entry.hours, 0);
  return {
    totalHours,
    hoursThisMonth,
    goal,
    progressPercent: goal ? Math.min(100, Math.round((totalHours / goal) * 100)) : 0,
  };
}

/** The experience subgraph's operations over entries and goals kept by the test. */
function experienceStandin(standin: GraphqlStandin): Experience {
  const state: Experience = { shadowing: [], volunteer: [], goals: { shadowingGoal: null, volunteerGoal: null } };
  const nextId = idSequence('entry');
  standin
    .on(ShadowingEntriesDocument, () => ({ entries: newestFirst(state.shadowing) }))
    .on(VolunteerEntriesDocument, () => ({ entries: newestFirst(state.volunteer) }))
    .on(ExperienceSummaryDocument, ({ month }) => ({
      experienceSummary: {
        shadowing: totals(state.shadowing, state.goals.shadowingGoal, month),
        volunteer: totals(state.volunteer, state.goals.volunteerGoal, month),
        byType: [],
      },
    }))
    .on(UpdateGoalsDocument, ({ input }) => {
      state.goals = { ...state.goals, ...input };
      return { updateGoals: state.goals };
    })
    .on(AddShadowingEntryDocument, ({ input }) => {
      const entry = { notes: null, ...input, id: nextId(), userId: 'u1' } as ShadowingEntryFieldsFragment;
      state.shadowing.push(entry);
      return { addShadowingEntry: entry };
    })
    .on(UpdateShadowingEntryDocument, ({ id, input }) => {
      const entry = state.shadowing.find((candidate) => candidate.id === id)!;
      Object.assign(entry, input);
      return { updateShadowingEntry: entry };
    })
    .on(DeleteShadowingEntryDocument, ({ id }) => {
      state.shadowing = state.shadowing.filter((entry) => entry.id !== id);
      return { deleteShadowingEntry: String(id) };
    })
    .on(AddVolunteerEntryDocument, ({ input }) => {
      const entry = { notes: null, ...input, id: nextId(), userId: 'u1' } as VolunteerEntryFieldsFragment;
      state.volunteer.push(entry);
      return { addVolunteerEntry: entry };
    });
  return state;
}

test('a student logs shadowing hours against a goal, edits and deletes them, and the totals follow', async ({
  page,
  standin,
}) => {
  const state = experienceStandin(standin);
  await page.goto('/standalone/');
  await expect(page.getByText('No shadowing experiences yet')).toBeVisible();

  await addTwoShadowingDays(page);
  expect(standin.callsOf(AddShadowingEntryDocument)[0]!.input).toEqual({
    date: '2024-06-15',
    doctorName: 'Dr. Sarah Smith',
    practice: 'Smile Dental',
    mode: 'in-person',
    hours: 4,
    notes: 'Observed a root canal.',
  });
  await expect(page.getByRole('row').nth(1)).toContainText('Dr. Omar Lee');
  await expect(page.getByRole('row').nth(2)).toContainText('Jun 15, 2024');
  await expect(card(page, 'Recent Activity')).toContainText('Dr. Omar Lee');

  await setGoal(page, 'Shadowing', '40');
  expect(state.goals.shadowingGoal).toBe(40);
  // (4 + 6) / 40
  const progress = page.getByRole('progressbar', { name: 'Shadowing goal progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '25');

  await page.getByRole('button', { name: 'Edit Dr. Sarah Smith, Jun 15, 2024' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shadowing Experience' });
  await edit.getByLabel('Hours').fill('8');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shadowing experience updated successfully')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '35');

  await page.getByRole('button', { name: 'Delete Dr. Omar Lee, ' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Shadowing experience deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dr. Omar Lee', exact: true })).toBeHidden();
  await expect(progress).toHaveAttribute('aria-valuenow', '20');

  await page.getByRole('tab', { name: 'Dashboard widgets' }).click();
  const shadowingCard = card(page, 'Shadowing Hours');
  await expect(shadowingCard).toContainText('8');
  await expect(shadowingCard).toContainText('0 hours this month');
  await expect(card(page, 'Recent Shadowing')).toContainText('Dr. Sarah Smith');
});

test("a volunteer entry shows in the list and in this month's totals", async ({ page, standin }) => {
  const state = experienceStandin(standin);
  await page.goto('/standalone/');
  await page.getByRole('tab', { name: 'Volunteer' }).click();
  await expect(page.getByText('No volunteer experiences yet')).toBeVisible();
  await addEntry(page, 'Volunteer', clinicVolunteering);
  await expect(page.getByRole('cell', { name: 'City Free Clinic', exact: true })).toBeVisible();
  expect(state.volunteer).toHaveLength(1);

  await page.getByRole('tab', { name: 'Dashboard widgets' }).click();
  await expect(card(page, 'Volunteer Hours')).toContainText('3.5 hours this month');
  await expect(card(page, 'Recent Volunteering')).toContainText('City Free Clinic');
});

test('what fails to load says so and reads again on Try Again; a refused entry keeps its dialog open', async ({
  page,
  standin,
}) => {
  experienceStandin(standin);
  standin.fail(ShadowingEntriesDocument, 'The experience service is unavailable. Please try again shortly.');
  standin.fail(ExperienceSummaryDocument, 'The experience service is unavailable. Please try again shortly.');
  standin.fail(AddShadowingEntryDocument, 'Hours must be at most 24 for one day', 'BAD_USER_INPUT');
  await page.goto('/standalone/');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load shadowing experiences' })).toContainText(
    'The experience service is unavailable. Please try again shortly.',
  );
  // Nothing unread is told as nothing: no empty activity, no 0 hours, no invitation to a first goal.
  await expect(card(page, 'Recent Activity')).toContainText('Failed to load recent activity');
  await expect(card(page, 'Recent Activity')).not.toContainText('No recent activity');
  await expect(card(page, 'Progress').locator('dd')).toHaveText(['N/A', 'N/A']);
  await expect(card(page, 'Progress').getByText('Set a goal to track your progress')).toBeHidden();

  await page.getByRole('button', { name: 'Add New Shadowing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shadowing Experience' });
  await dialog.getByLabel("Doctor's Name", { exact: true }).fill('Dr. Omar Lee');
  await dialog.getByLabel('Practice', { exact: true }).fill('Lee Orthodontics');
  await dialog.getByLabel('Hours', { exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Add Shadowing' }).click();
  await expect(page.getByText('Hours must be at most 24 for one day')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Each part that failed says so where its figures would be, and reads again once the service is
  // back (on this tab: another tab's mount could read again by itself).
  await expect(card(page, 'Progress').getByRole('alert')).toHaveText(/Failed to load your progress/);
  experienceStandin(standin);
  await card(page, 'Progress').getByRole('button', { name: 'Try Again' }).click();
  await expect(card(page, 'Progress').locator('dd')).toHaveText(['0', '—']);
  await expect(card(page, 'Progress').getByText('Set a goal to track your progress')).toBeVisible();
  await page.getByRole('alert').filter({ hasText: 'Failed to load shadowing experiences' }).getByRole('button').click();
  await expect(page.getByText('No shadowing experiences yet')).toBeVisible();
});
