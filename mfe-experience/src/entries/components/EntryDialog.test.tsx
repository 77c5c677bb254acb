import { openEditing, savedInput } from '@predental/area-runtime/test-support/editing';
import { expectRefusal, retype } from '@predental/design/test-support/form';
import { renderWithDesign } from '@predental/design/test-support/render';
import { validShadowingEntry, validVolunteerEntry } from '@predental/experience-contract/test-support/examples';
import { screen } from '@testing-library/react';
import { SHADOWING } from '../../shadowing';
import { EXPERIENCE_LOG } from '../../experience-log';
import { VOLUNTEER } from '../../volunteer';
import type { Entry, EntryInput } from '../../lib/entry-kind';
import { EntryDialog } from './EntryDialog';

const editing = (entry?: Entry) => openEditing<Entry, EntryInput>(entry);

describe('EntryDialog', () => {
  it("adds a shadowing experience dated today, with SPEC's messages for what is missing", async () => {
    const state = editing();
    const { user } = renderWithDesign(<EntryDialog kind={SHADOWING} editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Add Shadowing Experience' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(new Date().toLocaleDateString('en-CA'));

    await expectRefusal(user, 'Add Shadowing', state.save, [
      "Doctor's name is required",
      'Practice name is required',
      'Hours must be greater than 0',
    ]);
  });

  it('saves what the student typed', async () => {
    const state = editing();
    const { user } = renderWithDesign(<EntryDialog kind={SHADOWING} editing={state} saving={false} />);
    await user.type(screen.getByLabelText("Doctor's Name"), 'Dr. Lee');
    await user.type(screen.getByLabelText('Practice'), 'Bright Smiles');
    await user.type(screen.getByLabelText('Hours'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Add Shadowing' }));

    expect(savedInput(state)).toMatchObject({
      doctorName: 'Dr. Lee',
      practice: 'Bright Smiles',
      mode: 'in-person',
      hours: 2.5,
    });
  });

  it('logs a virtual shadowing visit when the student says so', async () => {
    const state = editing();
    const { user } = renderWithDesign(<EntryDialog kind={SHADOWING} editing={state} saving={false} />);
    const mode = screen.getByLabelText<HTMLSelectElement>('Mode');
    expect(mode.value).toBe('in-person');
    await user.type(screen.getByLabelText("Doctor's Name"), 'Dr. Lee');
    await user.type(screen.getByLabelText('Practice'), 'Bright Smiles');
    await user.selectOptions(mode, 'Virtual');
    await user.type(screen.getByLabelText('Hours'), '1');
    await user.click(screen.getByRole('button', { name: 'Add Shadowing' }));

    expect(savedInput(state)).toMatchObject({ doctorName: 'Dr. Lee', mode: 'virtual' });
  });

  it('asks the type of hours of the other AADSAS types, in words', async () => {
    const state = editing();
    const { user } = renderWithDesign(<EntryDialog kind={EXPERIENCE_LOG} editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Add Experience Hours' })).toBeTruthy();
    await expectRefusal(user, 'Add Hours', state.save, [
      'Experience type is required',
      'Organization name is required',
    ]);

    await user.selectOptions(screen.getByLabelText('Type'), 'Research');
    await user.type(screen.getByLabelText('Organization'), 'Campus Biology Lab');
    await retype(user, 'Hours', '3');
    await user.click(screen.getByRole('button', { name: 'Add Hours' }));
    expect(savedInput(state)).toMatchObject({ type: 'research', organization: 'Campus Biology Lab', hours: 3 });
  });

  it("asks a volunteer experience for its own fields, with the volunteer form's messages", async () => {
    const { user } = renderWithDesign(<EntryDialog kind={VOLUNTEER} editing={editing()} saving={false} />);
    expect(screen.queryByLabelText("Doctor's Name")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Volunteer' }));

    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(screen.getByText('Volunteer type is required')).toBeTruthy();
    expect(screen.getByText('Supervisor information is required')).toBeTruthy();
  });

  it('edits an experience from its saved values, with Delete', () => {
    const entry = { id: 'v1', userId: 'student-1', ...validVolunteerEntry };
    renderWithDesign(<EntryDialog kind={VOLUNTEER} editing={editing(entry)} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Edit Volunteer Experience' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Organization').value).toBe(validVolunteerEntry.organization);
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(validVolunteerEntry.date);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('refuses hours of 0 on an edited shadowing experience', async () => {
    const state = editing({ id: 's1', userId: 'student-1', ...validShadowingEntry });
    const { user } = renderWithDesign(<EntryDialog kind={SHADOWING} editing={state} saving={false} />);
    await retype(user, 'Hours', '0');
    await expectRefusal(user, 'Save Changes', state.save, ['Hours must be greater than 0']);
  });
});
