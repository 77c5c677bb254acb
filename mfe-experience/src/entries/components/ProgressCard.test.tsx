import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { SHADOWING } from '../../shadowing';
import { ProgressCard } from './ProgressCard';

const totals = (fields: { totalHours: number; goal: number | null; progressPercent: number }) => ({
  hoursThisMonth: 0,
  ...fields,
});
/** The figure under a term of the card: 'Total Hours' -> '12'. */
const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('ProgressCard', () => {
  it('shows the total against the goal with a percent bar', () => {
    renderWithDesign(
      <ProgressCard
        kind={SHADOWING}
        totals={totals({ totalHours: 30, goal: 120, progressPercent: 25 })}
        onRetry={jest.fn()}
        onSetGoal={jest.fn()}
      />,
    );
    expect(figure('Total Hours')).toBe('30');
    expect(screen.getByRole('region', { name: 'Progress' }).getAttribute('aria-busy')).toBe('false');
    expect(figure('Goal')).toBe('120');
    const bar = screen.getByRole('progressbar', { name: 'Shadowing goal progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Goal' })).toBeTruthy();
  });

  it('invites a student without a goal to set one, and shows no bar', async () => {
    const onSetGoal = jest.fn();
    const { user } = renderWithDesign(
      <ProgressCard
        kind={SHADOWING}
        totals={totals({ totalHours: 8, goal: null, progressPercent: 0 })}
        onRetry={jest.fn()}
        onSetGoal={onSetGoal}
      />,
    );
    const card = screen.getByRole('region', { name: 'Progress' });
    expect(within(card).getByText('Set a goal to track your progress')).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(figure('Goal')).toBe('—');

    await user.click(within(card).getByRole('button', { name: 'Set Goal' }));
    expect(onSetGoal).toHaveBeenCalled();
  });

  it('is busy, with no hours or goal, while the summary loads, and N/A when it could not be read, never 0', () => {
    const { rerender } = renderWithDesign(
      <ProgressCard kind={SHADOWING} totals={undefined} onRetry={jest.fn()} onSetGoal={jest.fn()} />,
    );
    expect(figure('Total Hours')).toBe('…');
    expect(figure('Goal')).toBe('…');
    expect(screen.queryByText('Set a goal to track your progress')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set Goal' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: 'Progress' }).getAttribute('aria-busy')).toBe('true');
    rerender(<ProgressCard kind={SHADOWING} totals={undefined} failed onRetry={jest.fn()} onSetGoal={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Progress' }).getAttribute('aria-busy')).toBe('false');
    expect(figure('Total Hours')).toBe('N/A');
    expect(figure('Goal')).toBe('N/A');
    expect(screen.queryByText('0')).toBeNull();
  });

  it('says the progress failed to load, without the invitation, and lets the student try again', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithDesign(
      <ProgressCard kind={SHADOWING} totals={undefined} failed onRetry={onRetry} onSetGoal={jest.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load your progress');
    expect(screen.queryByText('Set a goal to track your progress')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
