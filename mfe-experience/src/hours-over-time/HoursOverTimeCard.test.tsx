import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { SHADOWING } from '../shadowing';
import { HoursOverTimeCard } from './HoursOverTimeCard';

describe('HoursOverTimeCard', () => {
  it("is busy with '…' while the totals load, never a forecast", () => {
    renderWithDesign(<HoursOverTimeCard kind={SHADOWING} entries={[]} />);
    const card = screen.getByRole('region', { name: 'Hours Over Time' });
    expect(card.textContent).toBe('Hours Over TimeYour shadowing hours added up month by month.…');
    expect(card.getAttribute('aria-busy')).toBe('true');
  });

  it('is no longer busy once the totals came, without entries too', () => {
    renderWithDesign(<HoursOverTimeCard kind={SHADOWING} entries={[]} totals={{ totalHours: 0, goal: null }} />);
    expect(screen.getByRole('region', { name: 'Hours Over Time' }).getAttribute('aria-busy')).toBe('false');
  });
});
