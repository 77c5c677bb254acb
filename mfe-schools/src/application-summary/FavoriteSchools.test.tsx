import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { ApplicationFavoriteSchoolsDocument } from '../gql/graphql';
import FavoriteSchools from './FavoriteSchools';

const student = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };
const school = (id: string, name: string, isPublic = true) => ({
  __typename: 'DentalSchool',
  id,
  name,
  city: 'Portland',
  state: 'Oregon',
  isPublic,
});

/** The summary's favorite schools, their query answered at Apollo's network edge, one answer per request. */
function renderFavorites(...answers: (ReturnType<typeof school>[] | Error)[]) {
  const mocks = answers.map((answer): MockedResponse => ({
    request: { query: ApplicationFavoriteSchoolsDocument },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { favoriteSchools: answer } } }),
  }));
  return renderWithDesign(
    <MockedProvider mocks={mocks}>
      <FavoriteSchools user={student} notify={jest.fn()} />
    </MockedProvider>,
  );
}

const section = () => screen.getByRole('region', { name: 'Favorite Schools' });

describe('FavoriteSchools (application summary)', () => {
  it('lists the schools by name as a reader sorts them: case and accents aside', async () => {
    renderFavorites([
      school('1', 'University of Washington School of Dentistry'),
      school('2', 'université de Montréal', false),
      school('3', 'A.T. Still University Arizona School of Dentistry & Oral Health', false),
      school('4', 'Oregon Health & Science University'),
    ]);
    await screen.findByText('Oregon Health & Science University');
    const names = within(section())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual([
      'A.T. Still University Arizona School of Dentistry & Oral Health',
      'Oregon Health & Science University',
      'université de Montréal',
      'University of Washington School of Dentistry',
    ]);
    expect(within(section()).getByRole('row', { name: /université de Montréal/ }).textContent).toContain('Private');
  });

  it('says there are none yet, and where to save them', async () => {
    renderFavorites([]);
    expect(
      await screen.findByText('No favorite schools yet. Save schools with the heart in the Dental School Explorer.'),
    ).toBeTruthy();
  });

  it('is busy while the list loads', () => {
    renderFavorites([]);
    expect(section().getAttribute('aria-busy')).toBe('true');
  });

  it('shows the failure with Try Again, which reads the list again', async () => {
    const { user } = renderFavorites(new Error('schools is down'), [school('4', 'Oregon Health & Science University')]);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load favorite schools');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Oregon Health & Science University')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
