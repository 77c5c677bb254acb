import AxeBuilder from '@axe-core/playwright';
import { newApplication } from '@predental/applications-contract/test-support/examples';
import { expect, idSequence, test, type GraphqlStandin } from '@predental/remote-server/test-support/standin';
import {
  AddApplicationDocument,
  AddApplicationEventDocument,
  ListApplicationsDocument,
  SchoolNamesDocument,
  type ApplicationDetailsFragment,
} from '../src/gql/graphql';
import { cycleStandin } from './cycle-standin';

// Entrance animations would have axe measure a toast's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const SCHOOLS = [
  { id: 's1', name: 'Harvard School of Dental Medicine' },
  { id: 's2', name: 'UCLA School of Dentistry' },
];

/** The applications subgraph over the test's list: an event's kind becomes the stage; an offer's answer-by is fixed. */
function applicationsStandin(standin: GraphqlStandin) {
  const applications: ApplicationDetailsFragment[] = [];
  const nextId = idSequence('app');
  standin
    .on(SchoolNamesDocument, () => ({ dentalSchools: SCHOOLS }))
    .on(ListApplicationsDocument, () => ({ myApplications: applications }))
    .on(AddApplicationDocument, ({ schoolId }) => {
      const { name } = SCHOOLS.find((school) => school.id === schoolId)!;
      const application = newApplication(nextId(), String(schoolId), name);
      applications.push(application);
      return { addApplication: application };
    })
    .on(AddApplicationEventDocument, ({ applicationId, input }) => {
      const application = applications.find((candidate) => candidate.id === applicationId)!;
      const { kind, date } = input as { kind: string; date: string };
      application.events = [...application.events, { id: nextId(), kind, date, note: input.note ?? null }];
      application.stage = kind;
      if (kind === 'offer')
        Object.assign(application, {
          answerBy: '2027-01-09',
          answerByRule: 'At least 30 days until January 31',
          nextDeadline: { kind: 'answer-by', date: '2027-01-09', rule: 'At least 30 days until January 31' },
        });
      return { addApplicationEvent: application };
    });
}

test('a student adds two schools, records an offer, and sees it by stage in the table and on the board', async ({
  page,
  standin,
}) => {
  applicationsStandin(standin);
  cycleStandin(standin);
  await page.goto('/standalone/');
  await expect(page.getByText('No applications yet')).toBeVisible();

  for (const school of SCHOOLS) {
    await page.getByLabel('School', { exact: true }).selectOption({ label: school.name });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`${school.name} is in your applications`)).toBeVisible();
  }
  // Applied to both: none is offered again.
  await expect(page.getByLabel('School', { exact: true }).getByRole('option')).toHaveText([
    'Every school is in your applications',
  ]);

  await page.getByRole('button', { name: 'Details of UCLA School of Dentistry' }).click();
  const dialog = page.getByRole('dialog', { name: 'UCLA School of Dentistry' });
  await dialog.getByLabel('Event', { exact: true }).selectOption({ label: 'Offer' });
  await dialog.getByLabel('Date', { exact: true }).fill('2026-12-10');
  await dialog.getByRole('button', { name: 'Record event' }).click();
  await expect(dialog.getByRole('note', { name: 'Answer by' })).toContainText('Answer by Jan 9, 2027');
  await expect(dialog.getByRole('list', { name: 'Events' })).toContainText('Offer on Dec 10, 2026');
  await expect(page.getByText('Offer was recorded')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The applications table's rows (the budget under it has rows too).
  const rows = page.getByRole('table', { name: 'My applications' }).getByRole('row');
  await expect(rows.nth(2)).toContainText('UCLA School of Dentistry');
  await expect(rows.nth(2)).toContainText('Answer by: Jan 9, 2027');
  await page.getByRole('button', { name: 'Stage' }).click();
  await page.getByRole('button', { name: 'Stage' }).click();
  await expect(rows.nth(1)).toContainText('Offer');

  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Planned' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Harvard School of Dental Medicine');

  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'All stages' });
  await page.getByRole('tab', { name: 'Board' }).click();
  await expect(page.getByRole('region', { name: 'Offer: 1' })).toContainText('UCLA School of Dentistry');
  await expect(page.getByRole('region', { name: 'Planned: 1' })).toContainText('Harvard School of Dental Medicine');
  // The standalone host's bare page has no lang; the platform's page has (e2e/accessibility.spec.ts).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(['html-has-lang'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
