import { validLetter } from '@predental/applications-contract/test-support/examples';
import { openEditing, savedInput } from '@predental/area-runtime/test-support/editing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import type { LetterInput } from '@predental/applications-contract/letters';
import type { LetterFieldsFragment } from '../../gql/graphql';
import { LetterDialog } from './LetterDialog';

const editing = (letter?: LetterFieldsFragment) => openEditing<LetterFieldsFragment, LetterInput>(letter);
const saved: LetterFieldsFragment = { id: 'l1', ...validLetter, completedOn: null, notes: null };

describe('LetterDialog', () => {
  it("shows the contract's messages for a missing name, a bad email and hidden characters, and saves nothing", async () => {
    const state = editing();
    const { user } = renderWithDesign(<LetterDialog editing={state} saving={false} />);
    await user.type(screen.getByLabelText('Evaluator email'), 'ana@');
    await user.type(screen.getByLabelText('Title'), 'Dean\u202E');
    await user.click(screen.getByRole('button', { name: 'Add Letter' }));

    expect(await screen.findByText('Evaluator name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid evaluator email')).toBeTruthy();
    expect(screen.getByText('Title must not contain control or text-direction characters')).toBeTruthy();
    expect(screen.getByLabelText('Evaluator email').getAttribute('aria-invalid')).toBe('true');
    expect(state.save).not.toHaveBeenCalled();
  });

  it('adds a committee letter asked for today, waived, with what the student typed', async () => {
    const state = editing();
    const { user } = renderWithDesign(<LetterDialog editing={state} saving={false} />);
    await user.type(screen.getByLabelText('Evaluator name'), 'Pre-Health Committee');
    await user.type(screen.getByLabelText('Evaluator email'), 'committee@example.edu');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Committee');
    await user.selectOptions(screen.getByLabelText('Role'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Add Letter' }));

    expect(savedInput(state)).toEqual({
      evaluatorName: 'Pre-Health Committee',
      evaluatorEmail: 'committee@example.edu',
      title: null,
      relationship: null,
      kind: 'committee',
      role: 'other',
      status: 'requested',
      requestedOn: new Date().toLocaleDateString('en-CA'),
      completedOn: null,
      waived: true,
      notes: null,
    });
  });

  it('edits a letter from its saved values and refuses a completion before the request', async () => {
    const state = editing(saved);
    const { user } = renderWithDesign(<LetterDialog editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Edit Letter of Evaluation' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Evaluator name').value).toBe(validLetter.evaluatorName);
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('requested');
    expect(
      screen.getByRole('checkbox', { name: 'I waive my right to see this letter' }).getAttribute('aria-checked'),
    ).toBe('true');

    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await user.type(screen.getByLabelText('Completed on'), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Completed date must not be before the requested date')).toBeTruthy();
    expect(state.save).not.toHaveBeenCalled();
  });
});
