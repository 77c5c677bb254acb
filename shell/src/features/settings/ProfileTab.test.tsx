import { renderWithDesign } from '@predental/design/test-support/render';
import { Toaster } from '@predental/design/Toast';
import { screen, waitFor } from '@testing-library/react';
import { ProfileTab } from './ProfileTab';
import { updateProfile } from './settings-api';

const user = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };
const refresh = jest.fn();
jest.mock('../session', () => ({ useCurrentUser: () => user, useSession: () => ({ refresh }) }));
jest.mock('./settings-api', () => ({ updateProfile: jest.fn(async () => undefined) }));

function renderTab() {
  return renderWithDesign(
    <>
      <ProfileTab />
      <Toaster />
    </>,
  );
}

describe('Settings, Profile', () => {
  beforeEach(() => jest.mocked(updateProfile).mockClear());

  it("checks the fields with the contract's messages, focuses the first to correct, and clears it as it is corrected", async () => {
    const { user: person } = renderTab();
    const username = screen.getByLabelText('Username');
    await person.clear(username);
    await person.type(username, 'ab');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(updateProfile).not.toHaveBeenCalled();

    await person.type(username, 'c');
    await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).toBeNull());
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith('u1', { username: 'abc' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
  });

  it('says so when nothing changed, and sends nothing', async () => {
    const { user: person } = renderTab();
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No changes detected')).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
  });
});
