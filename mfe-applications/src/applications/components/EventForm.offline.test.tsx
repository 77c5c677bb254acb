import { FORM_UNAVAILABLE } from '@predental/area-runtime/form-schema';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { EventForm } from './EventForm';

// The form's schema cannot be fetched (the student went offline before first using the form).
jest.mock('@predental/applications-contract/events', () => {
  throw new Error('Loading chunk 15 failed.');
});

describe('EventForm whose checks cannot load', () => {
  it('says so under the form, sends nothing and keeps what was typed', async () => {
    const onRecord = jest.fn();
    const { user } = renderWithDesign(<EventForm onRecord={onRecord} />);
    await user.type(screen.getByLabelText('Note'), 'Essay on why dentistry');
    await user.click(screen.getByRole('button', { name: 'Record event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_UNAVAILABLE);
    expect(onRecord).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note').value).toBe('Essay on why dentistry');
  });
});
