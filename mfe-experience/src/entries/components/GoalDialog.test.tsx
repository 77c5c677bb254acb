import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { VOLUNTEER } from '../../volunteer';
import { GoalDialog } from './GoalDialog';

function renderGoalDialog(goal: number | null) {
  const onSave = jest.fn();
  const notify = jest.fn();
  const rendered = renderWithDesign(
    <GoalDialog
      kind={VOLUNTEER}
      open
      goal={goal}
      saving={false}
      onOpenChange={jest.fn()}
      onSave={onSave}
      notify={notify}
    />,
  );
  return { ...rendered, onSave, notify };
}

describe('GoalDialog', () => {
  it("saves the student's goal, starting from the current one", async () => {
    const { user, onSave } = renderGoalDialog(50);
    expect(screen.getByRole('dialog', { name: 'Set Volunteer Goal' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Goal (hours)');
    expect(input.value).toBe('50');

    await user.clear(input);
    await user.type(input, '75.5');
    await user.click(screen.getByRole('button', { name: 'Save Goal' }));
    expect(onSave).toHaveBeenCalledWith(75.5);
  });

  it.each(['', '0', '-3'])("answers %p with SPEC's 'Invalid Goal' toast and saves nothing", async (typed) => {
    const { user, onSave, notify } = renderGoalDialog(null);
    if (typed) await user.type(screen.getByLabelText('Goal (hours)'), typed);
    await user.click(screen.getByRole('button', { name: 'Save Goal' }));

    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Invalid Goal', description: 'Please enter a valid positive number' }),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
