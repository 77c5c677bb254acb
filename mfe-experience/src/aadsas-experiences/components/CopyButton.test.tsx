import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  it('copies the value and says so beside the button', async () => {
    const { user } = renderWithDesign(<CopyButton field="Organization" value="Smile Dental" />);
    expect(screen.getByRole('status').textContent).toBe('');

    // user-event stands in for the browser's clipboard.
    await user.click(screen.getByRole('button', { name: 'Copy Organization' }));
    expect(await navigator.clipboard.readText()).toBe('Smile Dental');
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says when the browser refuses the clipboard', async () => {
    const { user } = renderWithDesign(<CopyButton field="Description" value="Assisted with fillings." />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: 'Copy Description' }));
    expect(await screen.findByText('Copy failed: select the text to copy it')).toBeTruthy();
  });
});
