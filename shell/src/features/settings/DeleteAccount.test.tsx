import { screen, waitFor } from '@testing-library/react';
import { renderWithDesign } from '@predental/design/test-support/render';
import { DeleteAccountSection } from './DeleteAccount';

function renderSection(deleteAccount: (password: string) => Promise<void>) {
  const onDeleted = jest.fn();
  const view = renderWithDesign(<DeleteAccountSection deleteAccount={deleteAccount} onDeleted={onDeleted} />);
  return { ...view, onDeleted };
}

async function openDialog(user: ReturnType<typeof renderSection>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('Delete account', () => {
  it('says what goes, suggests downloading the data first, and asks for the password before deleting', async () => {
    const deleteAccount = jest.fn(() => Promise.resolve());
    const { user, onDeleted } = renderSection(deleteAccount);
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('your favorite schools, applications, letters and personal statements');
    expect(dialog.textContent).toContain('download your data first');

    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await screen.findByText('Type your password to delete your account');
    expect(deleteAccount).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deleteAccount).toHaveBeenCalledWith('Passw0rd!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message and stays open when it refuses", async () => {
    const { user, onDeleted } = renderSection(() => Promise.reject(new Error('Password is incorrect')));
    await openDialog(user);
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await screen.findByText('Password is incorrect');
    screen.getByRole('dialog');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
