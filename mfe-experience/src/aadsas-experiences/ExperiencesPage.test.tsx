import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { HIGHLIGHT_LIMIT_MESSAGE } from '@predental/experience-contract/experiences';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  ExperienceLogEntriesDocument,
  ListExperiencesDocument,
  ShadowingEntriesDocument,
  UpdateExperienceDocument,
  VolunteerEntriesDocument,
} from '../gql/graphql';
import ExperiencesPage from './ExperiencesPage';

const contact = (name: string | null = null) => ({
  __typename: 'ExperienceContact',
  name,
  title: null,
  email: null,
  phone: null,
});

/** An entry as the subgraph answers it. */
const entry = (id: string, type: string, organization: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Experience',
  id,
  type,
  organization,
  firstDate: '2024-06-15',
  lastDate: '2024-06-15',
  totalHours: 4,
  averageHoursPerWeek: 4,
  ongoing: false,
  description: null,
  highlighted: false,
  contact: contact(),
  logIds: [`${id}-log`],
  ...fields,
});

// Sent out of AADSAS's order: the screen puts them in it.
const EXPERIENCES = [
  entry('research-1', 'research', 'Campus Biology Lab', { totalHours: 6, averageHoursPerWeek: 3 }),
  entry('virtual-1', 'dental-shadowing-virtual', 'Lee Orthodontics', { contact: contact('Dr. Omar Lee') }),
  entry('in-person-1', 'dental-shadowing-in-person', 'Smile Dental', {
    firstDate: '2024-06-01',
    lastDate: '2024-06-22',
    totalHours: 15,
    averageHoursPerWeek: 5,
    contact: contact('Dr. Sarah Smith'),
  }),
];

const lists = [ShadowingEntriesDocument, VolunteerEntriesDocument, ExperienceLogEntriesDocument].map((list) =>
  answered(list, { entries: [] }),
);

type Mocks = Parameters<typeof renderWithApollo>[1];

/** The page, its list answered by `list` (the three entries unless given). */
const renderPageWith = (list: Mocks[number], ...mocks: Mocks) =>
  renderWithApollo(
    (notify) => <ExperiencesPage notify={notify} user={{ id: 'student-1' } as never} />,
    [list, ...lists, ...mocks],
  );
const renderPage = (...mocks: Mocks) =>
  renderPageWith(answered(ListExperiencesDocument, { myExperiences: EXPERIENCES }), ...mocks);

/** The figure under a term of an entry's card: 'Total Hours' -> '15'. */
const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.firstChild?.textContent;

describe('ExperiencesPage', () => {
  it("groups the entries by type in AADSAS's order, each with its figures and a Copy button per field", async () => {
    renderPage();
    const smile = await screen.findByRole('region', { name: 'Smile Dental' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dental Shadowing (In Person)',
      'Dental Shadowing (Virtual)',
      'Research',
    ]);
    expect(figure(smile, 'Experience Type')).toBe('Dental Shadowing (In Person)');
    expect(figure(smile, 'Contact Name')).toBe('Dr. Sarah Smith');
    expect(figure(smile, 'Start Date')).toBe('Jun 1, 2024');
    expect(figure(smile, 'End Date')).toBe('Jun 22, 2024');
    expect(figure(smile, 'Total Hours')).toBe('15');
    expect(figure(smile, 'Average Hours per Week')).toBe('5');
    expect(within(smile).getByRole('button', { name: 'Copy Total Hours' })).toBeTruthy();
    // A field not filled in has nothing to copy.
    expect(within(smile).getByText('Contact Email', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Not added',
    );
    expect(within(smile).queryByRole('button', { name: 'Copy Contact Email' })).toBeNull();
    expect(screen.getByText(/Highlighted: 0 of 6/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/experiences/export.csv');
  });

  it("shows the server's refusal of a highlight past the limit, and the entry stays as it was", async () => {
    const refused = {
      request: { query: UpdateExperienceDocument, variables: { id: 'research-1', input: { highlighted: true } } },
      result: { errors: [new GraphQLError(HIGHLIGHT_LIMIT_MESSAGE)] },
    };
    const { user, notify } = renderPage(refused);
    const lab = await screen.findByRole('region', { name: 'Campus Biology Lab' });
    const highlight = within(lab).getByRole('button', { name: 'Highlight Campus Biology Lab' });
    await user.click(highlight);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'You can highlight at most 6 experiences: AADSAS lets you mark 6',
        variant: 'destructive',
      }),
    );
    expect(highlight.getAttribute('aria-pressed')).toBe('false');
    expect(within(lab).queryByText('Highlighted')).toBeNull();
  });

  it('tells a student with no hours yet where entries come from, with nothing to download', async () => {
    renderPageWith(answered(ListExperiencesDocument, { myExperiences: [] }));
    expect(await screen.findByText('No AADSAS experiences yet')).toBeTruthy();
    expect(screen.getByText(/Log shadowing, volunteer or other experience hours/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Highlighted: 0 of 6/)).toBeTruthy();
  });

  it("holds the highlights' sentence and Download CSV in place while the entries load, '…' for the count", () => {
    renderPage();
    expect(screen.getByText(/^Highlighted: … of 6\. AADSAS lets you mark 6 experiences/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Loading AADSAS experiences...');
  });

  it('says the entries failed to load, with the reason and a way to try again', async () => {
    renderPageWith({
      request: { query: ListExperiencesDocument },
      result: { errors: [new GraphQLError('Experience is unavailable')] },
    });
    expect(await screen.findByText('Failed to load AADSAS experiences')).toBeTruthy();
    expect(screen.getByText('Experience is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
