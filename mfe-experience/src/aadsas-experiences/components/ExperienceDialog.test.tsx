import { expectRefusal, retype } from '@predental/design/test-support/form';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import type { Experience } from '../experience-fields';
import { ExperienceDialog } from './ExperienceDialog';

/** An entry as the subgraph answers it: Dr. Smith's in-person shadowing, two visits. */
const anExperience = (fields: Partial<Experience> = {}): Experience => ({
  id: 'experience-1',
  type: 'dental-shadowing-in-person',
  organization: 'Smile Dental',
  firstDate: '2024-06-15',
  lastDate: '2024-06-22',
  totalHours: 10,
  averageHoursPerWeek: 5,
  ongoing: false,
  description: null,
  highlighted: false,
  contact: { name: 'Dr. Sarah Smith', title: null, email: null, phone: null },
  logIds: ['log-1', 'log-2'],
  ...fields,
});

function renderDialog(experience = anExperience()) {
  const onSave = jest.fn();
  return {
    onSave,
    ...renderWithDesign(
      <ExperienceDialog
        experience={experience}
        saving={false}
        onClose={jest.fn()}
        onSave={onSave}
        onFail={jest.fn()}
      />,
    ),
  };
}

describe('ExperienceDialog', () => {
  it('saves the contact, ongoing and the description, an empty box as not given', async () => {
    const experience = anExperience();
    const { user, onSave } = renderDialog(experience);
    expect(screen.getByRole('dialog', { name: 'Edit AADSAS Experience' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Contact Name').value).toBe('Dr. Sarah Smith');

    await user.type(screen.getByLabelText('Contact Title'), 'General dentist');
    await user.type(screen.getByLabelText('Contact Email'), 'sarah@smile.example');
    await user.click(screen.getByRole('checkbox', { name: 'Ongoing' }));
    await user.type(screen.getByLabelText('Description'), 'Watched fillings and a crown prep.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSave).toHaveBeenCalledWith(experience, {
      contact: { name: 'Dr. Sarah Smith', title: 'General dentist', email: 'sarah@smile.example', phone: null },
      ongoing: true,
      description: 'Watched fillings and a crown prep.',
    });
  });

  it('refuses a contact email that is not one', async () => {
    const { user, onSave } = renderDialog();
    await retype(user, 'Contact Email', 'sarah at smile');
    await expectRefusal(user, 'Save Changes', onSave, ['Please enter a valid contact email']);
  });

  it('counts the description live, and refuses 601 characters with the count', async () => {
    const { user, onSave } = renderDialog(anExperience({ description: 'a'.repeat(599) }));
    const count = () => screen.getByText(/ \/ 600/).textContent;
    expect(count()).toBe('599 / 600');

    await user.type(screen.getByLabelText('Description'), 'b');
    expect(count()).toBe('600 / 600');
    await user.type(screen.getByLabelText('Description'), 'c');
    expect(count()).toBe('601 / 600 (1 over)');
    await expectRefusal(user, 'Save Changes', onSave, ['Description must be at most 600 characters (it has 601)']);
  });
});
