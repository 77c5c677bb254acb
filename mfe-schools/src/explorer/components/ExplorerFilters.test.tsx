import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { DEFAULT_FILTERS, type SchoolFilters } from '../school-filters';
import { ExplorerFilters } from './ExplorerFilters';

function renderFilters(filters: Partial<SchoolFilters> = {}) {
  const onChange = jest.fn();
  const onReset = jest.fn();
  const rendered = renderWithDesign(
    <ExplorerFilters
      filters={{ ...DEFAULT_FILTERS, ...filters }}
      states={['California', 'Ohio']}
      tuitionMax={120_000}
      onChange={onChange}
      onReset={onReset}
    />,
  );
  return { ...rendered, onChange, onReset };
}

describe('ExplorerFilters', () => {
  it("offers SPEC's filters, every one at 'any' to start", () => {
    renderFilters();
    expect(screen.getByLabelText<HTMLSelectElement>('State').value).toBe('');
    expect(screen.getByRole('option', { name: 'All States' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('School Type').value).toBe('all');
    expect(screen.getByLabelText<HTMLSelectElement>('Accelerated Program').value).toBe('any');
    expect(screen.getByRole('slider', { name: 'Minimum GPA' }).getAttribute('aria-valuetext')).toBe('Any');
    expect(screen.getByRole('slider', { name: 'Maximum Tuition' }).getAttribute('aria-valuetext')).toBe('$120,000');
    expect(screen.getByRole('slider', { name: 'Minimum Acceptance Rate' }).getAttribute('aria-valuetext')).toBe('Any');
  });

  it('reads the chosen values as a student sees them', () => {
    renderFilters({ minGpa: 3.5, maxTuition: 60_000, minAcceptanceRate: 10 });
    expect(screen.getByRole('slider', { name: 'Minimum GPA' }).getAttribute('aria-valuetext')).toBe('3.5');
    expect(screen.getByRole('slider', { name: 'Maximum Tuition' }).getAttribute('aria-valuetext')).toBe('$60,000');
    expect(screen.getByRole('slider', { name: 'Minimum Acceptance Rate' }).getAttribute('aria-valuetext')).toBe('10%');
  });

  it('passes each change on, and Reset Filters', async () => {
    const { user, onChange, onReset } = renderFilters();
    await user.selectOptions(screen.getByLabelText('State'), 'Ohio');
    expect(onChange).toHaveBeenLastCalledWith({ state: 'Ohio' });
    await user.selectOptions(screen.getByLabelText('School Type'), 'Private');
    expect(onChange).toHaveBeenLastCalledWith({ schoolType: 'private' });
    await user.selectOptions(screen.getByLabelText('Accelerated Program'), 'Yes');
    expect(onChange).toHaveBeenLastCalledWith({ accelerated: 'yes' });

    screen.getByRole('slider', { name: 'Minimum GPA' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ minGpa: 0.1 });

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(onReset).toHaveBeenCalled();
  });
});
