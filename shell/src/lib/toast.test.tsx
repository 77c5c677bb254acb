import { act, screen } from '@testing-library/react';
import { renderWithDesign } from '@predental/design/test-support/render';
import { LazyToaster, toast } from './toast';

describe('toasts that load with the first one', () => {
  it('draws no toaster until a toast is shown, then shows the first toast without any press or key', async () => {
    renderWithDesign(<LazyToaster />);
    // Long enough for the toaster's code to arrive, had anything asked for it.
    await act(() => import('@predental/design/Toast'));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    act(() => toast({ title: 'Course saved', description: 'Organic Chemistry I was added.' }));

    expect(await screen.findByText('Course saved')).toBeTruthy();
    expect(screen.getByText('Organic Chemistry I was added.')).toBeTruthy();
  });
});
