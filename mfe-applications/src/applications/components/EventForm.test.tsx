import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, waitFor } from '@testing-library/react';
import { EventForm } from './EventForm';

const EARLY_OFFER = 'An offer cannot be dated before 2026-12-01, the first day schools may make offers this cycle';

describe('EventForm', () => {
  it('records the kind, date and note the student entered', async () => {
    const onRecord = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithDesign(<EventForm onRecord={onRecord} />);
    await user.selectOptions(screen.getByLabelText('Event'), 'Secondary received');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-08-02');
    await user.type(screen.getByLabelText('Note'), 'Essay on why dentistry');
    await user.click(screen.getByRole('button', { name: 'Record event' }));
    expect(onRecord).toHaveBeenCalledWith({
      kind: 'secondary-received',
      date: '2026-08-02',
      note: 'Essay on why dentistry',
    });
    // Cleared for the next event once the server took this one.
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Note').value).toBe(''));
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    const onRecord = jest.fn().mockRejectedValue(new Error(EARLY_OFFER));
    const { user } = renderWithDesign(<EventForm onRecord={onRecord} />);
    await user.selectOptions(screen.getByLabelText('Event'), 'Offer');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Record event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EARLY_OFFER);
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-11-20');
  });

  it('refuses a missing date before asking the server', async () => {
    const onRecord = jest.fn();
    const { user } = renderWithDesign(<EventForm onRecord={onRecord} />);
    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Record event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Date is required');
    expect(onRecord).not.toHaveBeenCalled();
  });
});
