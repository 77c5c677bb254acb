import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { GpaSummaryCards } from './GpaSummaryCards';

describe('GpaSummaryCards', () => {
  it("shows SPEC's three cards: both GPAs to 2 decimals and the credits summed", () => {
    renderWithDesign(<GpaSummaryCards gpa={{ overall: 3.456, science: 4, totalCredits: 31.5 }} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Overall GPA',
      'Science GPA',
      'Total Credits',
    ]);
    expect(screen.getByText('3.46')).toBeTruthy();
    expect(screen.getByText('4.00')).toBeTruthy();
    expect(screen.getByText('31.5')).toBeTruthy();
  });

  it('says which courses each figure counts', () => {
    renderWithDesign(<GpaSummaryCards gpa={{ overall: 0, science: 0, totalCredits: 0 }} />);
    expect(screen.getAllByText('0.00')).toHaveLength(2);
    expect(screen.getByText('Science courses only')).toBeTruthy();
    expect(screen.getByText('Credits earned: W, WF, IP and Planned courses are not counted')).toBeTruthy();
  });

  it('shows no figure while the summary loads, and N/A when it could not be read, never 0.00', () => {
    const { rerender } = renderWithDesign(<GpaSummaryCards />);
    expect(screen.getAllByText('…')).toHaveLength(3);
    rerender(<GpaSummaryCards failed />);
    expect(screen.getAllByText('N/A')).toHaveLength(3);
    expect(screen.queryByText('0.00')).toBeNull();
  });

  it('lets the student read a failed summary again', async () => {
    const onRetry = jest.fn();
    const { user, rerender } = renderWithDesign(<GpaSummaryCards />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    rerender(<GpaSummaryCards failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load your GPA');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
