import { FORM_UNAVAILABLE } from '@predental/area-runtime/form-schema';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { NewStatementForm } from './NewStatementForm';

// The form's schema cannot be fetched (the student went offline before first using the form).
jest.mock('@predental/applications-contract/personal-statement', () => {
  throw new Error('Loading chunk 15 failed.');
});

describe('NewStatementForm whose checks cannot load', () => {
  it('says so under the title, adds nothing and keeps the title', async () => {
    const onAdd = jest.fn();
    const { user } = renderWithDesign(<NewStatementForm adding={false} onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Title'), 'Why oral health');
    await user.click(screen.getByRole('button', { name: 'New statement' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_UNAVAILABLE);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Why oral health');
  });
});
