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

  it('has no action column, loading or not, where goals are not set from it', () => {
    renderWithDesign(<TypeHoursTable rows={[]} loadingTypes={['research']} />);
    expect(cellsOf(screen.getAllByRole('row')[1]!)).toEqual(['Research', '…', '…', '…', '…']);
  });
});
