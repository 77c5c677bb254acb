import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { SHADOWING } from '../shadowing';
import { HoursOverTimeCard } from './HoursOverTimeCard';

describe('HoursOverTimeCard', () => {
  it("holds its place with '…' while the totals load, never a forecast", () => {
    renderWithDesign(<HoursOverTimeCard kind={SHADOWING} entries={[]} />);
    expect(screen.getByRole('region', { name: 'Hours Over Time' }).textContent).toBe(
      'Hours Over TimeYour shadowing hours added up month by month.…',
    );
  });
});
