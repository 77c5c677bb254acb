import { renderWithDesign } from '@predental/design/test-support/render';
import { listedSchool } from '@predental/schools-contract/test-support/examples';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ExplorerSchool } from '../api/dental-schools';
import { SchoolList } from './SchoolList';

/**
 * jsdom lays nothing out and its ResizeObserver never reports: every row of cards keeps the list's
 * estimated height (one card to a row, as on a phone).
 */
const ROW_HEIGHT = 560;
const SCHOOLS: ExplorerSchool[] = Array.from({ length: 100 }, (_, index) => ({
  ...listedSchool,
  myNumbers: null,
  id: `school-${index + 1}`,
  name: `School ${index + 1}`,
}));

/** About 50 rows down. */
const FAR = 50 * ROW_HEIGHT;

// The virtualiser keeps the window where it is when it starts; jsdom scrolls nothing.
const windowScroll = jest.spyOn(window, 'scrollTo');
beforeEach(() => {
  windowScroll.mockImplementation(() => {});
});
afterEach(() => scrollTo(0));
afterAll(() => jest.restoreAllMocks());

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const renderList = () =>
  renderWithDesign(
    <SchoolList
      schools={SCHOOLS}
      compared={[]}
      compareFull={false}
      compareLimitId="limit"
      onToggleFavorite={jest.fn()}
      onToggleCompare={jest.fn()}
      onOpenDetails={jest.fn()}
    />,
  );

const drawn = () =>
  within(screen.getByRole('list', { name: 'Schools' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('SchoolList', () => {
  it('draws the cards near the window, each saying its place in the whole list', () => {
    renderList();
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeLessThan(10);
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]!.getAttribute('aria-setsize')).toBe('100');
    expect(drawn()[0]).toBe('School 1');
  });

  it('puts as many cards in a row as fit at 300 px or more, as the grid did', () => {
    // 964 px: three cards of 310 px and two gaps of 16.
    const width = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 964, 0));
    renderList();
    width.mockRestore();
    const rows = screen.getAllByRole('listitem').map((item) => item.parentElement);
    expect(rows.slice(0, 3).every((row) => row === rows[0])).toBe(true);
    expect(rows[3]).not.toBe(rows[0]);
    expect(screen.getAllByRole('listitem')[3]!.getAttribute('aria-posinset')).toBe('4');
  });

  it('draws the cards scrolled to, and no longer the first', () => {
    renderList();
    scrollTo(FAR);
    expect(drawn()).not.toContain('School 1');
    // Rows not drawn yet count at an estimated height: about the 50th row is on screen.
    const places = screen.getAllByRole('listitem').map((item) => Number(item.getAttribute('aria-posinset')));
    expect(places[0]).toBeGreaterThan(40);
    expect(places.map((place) => `School ${place}`)).toEqual(drawn());
  });

  it('keeps the focused card and the next one drawn when it scrolls away, until focus leaves it', () => {
    renderList();
    const details = screen.getByRole('button', { name: 'View details of School 1' });
    act(() => details.focus());
    scrollTo(FAR);
    // With the card after it, where Tab goes next.
    expect(drawn().slice(0, 3)).toEqual(['School 1', 'School 2', expect.not.stringMatching(/^School 3$/)]);
    expect(document.activeElement).toBe(details);

    const farCard = screen.getAllByRole('button', { name: /^View details of / })[2]!;
    act(() => farCard.focus());
    scrollTo(FAR + ROW_HEIGHT);
    expect(drawn()).not.toContain('School 1');
  });
});
