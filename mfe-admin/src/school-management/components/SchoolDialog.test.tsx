import type { MockedResponse } from '@apollo/client/testing';
import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { openEditing, savedInput } from '@predental/area-runtime/test-support/editing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { NEW_DENTAL_SCHOOL, type DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import { listedSchool } from '@predental/schools-contract/test-support/examples';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AdminDentalSchoolDocument } from '../../gql/graphql';
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

/** The list's school: its card's fields only, no figures. */
const CARD: AdminSchool = {
  id: listedSchool.id,
  name: listedSchool.name,
  city: listedSchool.city,
  state: listedSchool.state,
  isPublic: false,
  hasAcceleratedProgram: false,
  tuition: listedSchool.tuition,
  tuitionNonResident: null,
  programLength: 4,
  datAvg: listedSchool.datAvg,
};
const FIGURE = {
  __typename: 'SchoolFigure',
  figure: 'gpaOverall',
  value: 3.71,
  scale: null,
  year: '2025',
  sourceUrl: 'https://dental.example.edu/profile',
  sourceKind: 'school',
  note: null,
  old: false,
  enteredByAdmin: true,
};
const WHOLE_SCHOOL = answered(
  AdminDentalSchoolDocument,
  {
    dentalSchool: {
      ...listedSchool,
      __typename: 'DentalSchool',
      figures: [FIGURE],
      figureSources: [{ __typename: 'FigureSource', field: 'overallGpaAvg', figure: 'gpaOverall' }],
    },
  },
  { id: CARD.id },
);
const UNAVAILABLE: MockedResponse = {
  request: { query: AdminDentalSchoolDocument, variables: { id: CARD.id } },
  result: { errors: [new GraphQLError('The schools service is unavailable. Please try again shortly.')] },
};

const openEditDialog = (mocks: MockedResponse[]) =>
  renderWithApollo(
    (notify) => (
      <SchoolDialog
        editing={openEditing<AdminSchool, DentalSchoolRecord>(CARD)}
        saving={false}
        figureActions={figureActions}
        notify={notify}
      />
    ),
    mocks,
  );

describe('SchoolDialog: editing a school', () => {
  it('says it is loading, with no form or figure, until the whole school arrives; then shows its fields and figures', async () => {
    openEditDialog([WHOLE_SCHOOL]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Dental School' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading school...');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();

    const figures = await within(dialog).findByRole('table', { name: `Figures of ${listedSchool.name}` });
    expect(within(figures).getAllByRole('row')[1]?.textContent).toMatch(
      /^Mean cumulative GPA3\.712025School's own page/,
    );
    expect(within(figures).getByRole('link', { name: "School's own page" }).getAttribute('href')).toBe(
      FIGURE.sourceUrl,
    );
    // The form's figures are the whole school's, which the list's school does not carry.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Science GPA Average').value).toBe('3.4');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Acceptance Rate (%)').value).toBe('8.5');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Notes').value).toBe(listedSchool.notes);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it("shows the server's message when the school fails to load, and Try Again loads it", async () => {
    const { user } = openEditDialog([UNAVAILABLE, WHOLE_SCHOOL]);
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Failed to load school');
    expect(failed.textContent).toContain('The schools service is unavailable. Please try again shortly.');
    expect(screen.queryByLabelText('School Name')).toBeNull();

    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: `Figures of ${listedSchool.name}` })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('School Name').value).toBe(listedSchool.name);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
