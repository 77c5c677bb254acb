import { exampleCycle } from '@predental/applications-contract/test-support/examples';
import { expectRefusal, retype } from '@predental/design/test-support/form';
import { renderWithDesign } from '@predental/design/test-support/render';
import { fireEvent, screen } from '@testing-library/react';
import { CycleSettingsForm } from './CycleSettingsForm';

/** The seeded cycle once an admin has entered AADSAS's opening date. */
const CURRENT = { ...exampleCycle, aadsasOpensOn: '2026-05-05' };

function renderForm() {
  const onSave = jest.fn();
  const rendered = renderWithDesign(
    <CycleSettingsForm settings={CURRENT} saving={false} onSave={onSave} onFail={jest.fn()} />,
  );
  return { ...rendered, onSave };
}

// Typing into a date input is not how jsdom fills it: set its value as the browser's picker does.
const pickDate = (label: string, date: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value: date } });

describe('CycleSettingsForm', () => {
  it('starts from the current settings and saves every one, an emptied optional one as null', async () => {
    const { user, onSave } = renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Cycle name').value).toBe('2026–2027');
    expect(screen.getByLabelText<HTMLInputElement>('First submission date').value).toBe('');

    pickDate('First offer date', '2026-12-15');
    pickDate('AADSAS opening date', '');
    await retype(user, 'AADSAS fee, first school ($)', '251');
    await retype(user, 'AADSAS fee year', '2019');
    await retype(user, 'Days before a letter needs a follow-up', '14');
    await retype(user, 'Personal statement limit (characters)', '5000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(onSave).toHaveBeenCalledWith({
      ...CURRENT,
      firstOfferOn: '2026-12-15',
      aadsasOpensOn: null,
      aadsasFeeFirst: 251,
      aadsasFeeYear: '2019',
      letterReminderDays: 14,
      statementLimit: 5000,
    });
  });

  it("shows the contract's message beside each bad setting and saves nothing", async () => {
    const { user, onSave } = renderForm();
    await retype(user, 'Cycle name', '');
    await retype(user, 'AADSAS fee, each additional school ($)', '-5');
    await retype(user, 'AADSAS fee source', 'adea.org');
    await expectRefusal(user, 'Save Settings', onSave, [
      'Cycle name is required',
      'AADSAS fee for each additional school must not be negative',
      'AADSAS fee source must be a web address (http or https)',
    ]);
    expect(screen.getByLabelText('Cycle name').getAttribute('aria-invalid')).toBe('true');
  });
});
