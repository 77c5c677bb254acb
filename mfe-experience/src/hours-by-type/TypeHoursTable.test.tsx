import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { TypeHoursTable } from './TypeHoursTable';

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('TypeHoursTable', () => {
  it("holds a row per type while the totals load, '…' for each figure and its action", () => {
    renderWithDesign(<TypeHoursTable rows={[]} loadingTypes={['research', 'employment']} onSetGoal={jest.fn()} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Research', '…', '…', '…', '…', '…'],
      ['Employment', '…', '…', '…', '…', '…'],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("holds the goal button's height in each row while the totals load, so the rows do not move when it comes", () => {
    renderWithDesign(<TypeHoursTable rows={[]} loadingTypes={['research']} onSetGoal={jest.fn()} />);
    const cells = screen.getAllByRole('row')[1]!.querySelectorAll('td');
    const place = cells[cells.length - 1]!.firstElementChild!;
    expect(place.textContent).toBe('…');
    expect(getComputedStyle(place).height).toBe('32px');
  });

  it('has no action column, loading or not, where goals are not set from it', () => {
    renderWithDesign(<TypeHoursTable rows={[]} loadingTypes={['research']} />);
    expect(cellsOf(screen.getAllByRole('row')[1]!)).toEqual(['Research', '…', '…', '…', '…']);
  });
});
