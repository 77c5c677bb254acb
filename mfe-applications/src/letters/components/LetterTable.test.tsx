import { validLetter } from '@predental/applications-contract/test-support/examples';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import type { LetterFieldsFragment } from '../../gql/graphql';
import { deleteDescription } from '../LettersPage';
import { LetterTable } from './LetterTable';

const letter = (fields: Partial<LetterFieldsFragment>): LetterFieldsFragment => ({
  id: fields.evaluatorName ?? 'l1',
  ...validLetter,
  completedOn: null,
  notes: null,
  ...fields,
});

function renderTable(letters: LetterFieldsFragment[]) {
  const actions = { onEdit: jest.fn(), onDelete: jest.fn(), onStatus: jest.fn() };
  return { ...renderWithDesign(<LetterTable letters={letters} actions={actions} />), actions };
}

describe('LetterTable', () => {
  it('shows each letter: evaluator, role, kind, status, dates and the waiver', () => {
    renderTable([
      letter({ evaluatorName: 'Dr. Ana Ruiz', status: 'completed', completedOn: '2026-10-02' }),
      letter({
        evaluatorName: 'Dr. Omar Haddad',
        role: 'dentist',
        waived: false,
        requestedOn: null,
        status: 'planned',
      }),
    ]);
    const [, ruiz, haddad] = within(screen.getByRole('table', { name: 'Letters of evaluation' })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(ruiz!).slice(0, 3)).toEqual(['Dr. Ana Ruiz', 'Science faculty', 'Individual']);
    expect(cells(ruiz!).slice(4, 7)).toEqual(['Sep 1, 2026', 'Oct 2, 2026', 'Yes']);
    expect(cells(haddad!).slice(4, 7)).toEqual(['N/A', 'N/A', 'No']);
    expect(screen.getByLabelText<HTMLSelectElement>('Status of Dr. Ana Ruiz').value).toBe('completed');
    expect(within(haddad!).getByText('Dentist')).toBeTruthy();
  });

  it('changes a status in place, and edits or deletes the row it is on', async () => {
    const ruiz = letter({ evaluatorName: 'Dr. Ana Ruiz' });
    const { user, actions } = renderTable([ruiz]);
    await user.selectOptions(screen.getByLabelText('Status of Dr. Ana Ruiz'), 'Completed');
    expect(actions.onStatus).toHaveBeenCalledWith(ruiz, 'completed');
    await user.click(screen.getByRole('button', { name: 'Delete Dr. Ana Ruiz' }));
    expect(actions.onDelete).toHaveBeenCalledWith(ruiz);
  });

  it('warns that a completed letter is on file with AADSAS before it is deleted', () => {
    expect(deleteDescription(letter({ evaluatorName: 'Dr. Ana Ruiz', status: 'completed' }))).toBe(
      'The letter from Dr. Ana Ruiz is completed and on file with AADSAS. Deleting it here removes only your record of it; AADSAS keeps the letter.',
    );
    expect(deleteDescription(letter({ evaluatorName: 'Dr. Ana Ruiz' }))).toBe(
      'This will permanently delete the letter from Dr. Ana Ruiz.',
    );
  });
});
