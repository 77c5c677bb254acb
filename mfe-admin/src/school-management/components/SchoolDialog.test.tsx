import { openEditing, savedInput } from '@predental/area-runtime/test-support/editing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { NEW_DENTAL_SCHOOL, type DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import { screen } from '@testing-library/react';
import type { AdminSchool } from '../api/dental-schools';
import { SchoolDialog } from './SchoolDialog';

const figureActions = { setFigure: jest.fn(), removeFigure: jest.fn() };

function renderAddDialog() {
  const editing = openEditing<AdminSchool, DentalSchoolRecord>();
  const rendered = renderWithDesign(
    <SchoolDialog editing={editing} saving={false} figureActions={figureActions} notify={jest.fn()} />,
  );
  return { ...rendered, editing };
}

describe('SchoolDialog', () => {
  it("has a control for every field of the contract's form but the non-resident tuition, which sourced figures give", () => {
    renderAddDialog();
    const named = [...document.querySelectorAll('form [name]')].map((control) => control.getAttribute('name'));
    expect(named.sort()).toEqual(
      Object.keys(NEW_DENTAL_SCHOOL)
        .filter((field) => field !== 'tuitionNonResident')
        .sort(),
    );
  });

  it("answers an empty new school with SPEC's messages and saves nothing", async () => {
    const { user, editing } = renderAddDialog();
    expect(screen.getByRole('dialog', { name: 'Add Dental School' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add School' }));

    expect(await screen.findByText('School name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Tuition is required')).toBeTruthy();
    expect(editing.save).not.toHaveBeenCalled();
  });

  it('refuses an acceptance rate over 100 and a website that is not a URL', async () => {
    const { user, editing } = renderAddDialog();
    await user.type(screen.getByLabelText('Acceptance Rate (%)'), '150');
    await user.type(screen.getByLabelText('Website URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Add School' }));

    expect(await screen.findByText('Acceptance rate should be between 0-100')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    expect(editing.save).not.toHaveBeenCalled();
  });

  it('adds a school from SPEC defaults, empty figures as not reported', async () => {
    const { user, editing } = renderAddDialog();
    expect(screen.getByLabelText<HTMLInputElement>('Program Length (years)').value).toBe('4');
    await user.type(screen.getByLabelText('School Name'), 'Lakeside School of Dentistry');
    await user.selectOptions(screen.getByLabelText('State'), 'Ohio');
    await user.type(screen.getByLabelText('City'), 'Columbus');
    await user.clear(screen.getByLabelText('Tuition'));
    await user.type(screen.getByLabelText('Tuition'), '52000');
    await user.click(screen.getByRole('checkbox', { name: 'Public School' }));
    await user.click(screen.getByRole('button', { name: 'Add School' }));

    expect(savedInput(editing)).toMatchObject({
      name: 'Lakeside School of Dentistry',
      state: 'Ohio',
      city: 'Columbus',
      tuition: 52000,
      programLength: 4,
      isPublic: true,
      hasAcceleratedProgram: false,
      acceptanceRate: null,
      inStateTuition: null,
    });
  });
});
