import { screen } from '@testing-library/react';
import { renderWithDesign } from '@predental/design/test-support/render';
import { QueryState } from './QueryState';

const arrived = { data: {}, loading: false, refetch: jest.fn() };

describe('QueryState', () => {
  it.each([
    [[], 'No courses added yet'],
    [['Biology'], null],
  ])('with %j shows the Empty block %p, else the content', (list, emptyHeading) => {
    renderWithDesign(
      <QueryState
        what="courses"
        query={arrived}
        emptyTitle="No courses added yet"
        empty={list.length === 0 && 'Add your coursework.'}
      >
        <p>The table</p>
      </QueryState>,
    );
    expect(screen.queryByRole('heading')?.textContent ?? null).toBe(emptyHeading);
    expect(screen.queryByText('Add your coursework.') !== null).toBe(emptyHeading !== null);
    expect(screen.queryByText('The table') === null).toBe(emptyHeading !== null);
  });

  it('without a title shows what it is given for empty as it is', () => {
    renderWithDesign(
      <QueryState what="favorite schools" query={arrived} empty={<p>No favorite schools yet.</p>}>
        <p>The list</p>
      </QueryState>,
    );
    expect(screen.getByText('No favorite schools yet.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says a failed load and offers Try Again', () => {
    renderWithDesign(
      <QueryState what="courses" query={{ ...arrived, error: { message: 'Service down' } }} empty="Nothing">
        <p>The table</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load coursesService downTry Again');
  });

  it.each([
    ['empty', arrived],
    ['failed', { ...arrived, error: { message: 'Service down' } }],
  ])('titles the %s block at the level it is given, so a page with no card title skips none', (_, query) => {
    renderWithDesign(
      <QueryState what="experiences" query={query} level={2} emptyTitle="No experiences yet" empty="Log hours.">
        <p>The list</p>
      </QueryState>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
