import type { MockedResponse } from '@apollo/client/testing';
import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { listedSchool } from '@predental/schools-contract/test-support/examples';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MyApplicationSchoolsDocument, SchoolPrerequisitesDocument } from '../../gql/graphql';
import { SchoolDetailsDialog } from './SchoolDetailsDialog';

const SCHOOL = { ...listedSchool, id: 's1', name: 'Lakeside School of Dentistry', myNumbers: null };
const noApplications = answered(MyApplicationSchoolsDocument, { myApplications: [] });
const ASKED = { __typename: 'SchoolPrerequisite', required: true, semesterHours: 8, quarterHours: null, old: false };
const SOURCE = { year: '2024', sourceUrl: 'https://dental.example.edu/admissions', sourceKind: 'school' };
/** Lakeside asks biology (my course meets it) and organic chemistry (none of mine does). */
const LAKESIDE_PREREQUISITES = answered(
  SchoolPrerequisitesDocument,
  {
    dentalSchool: {
      __typename: 'DentalSchool',
      id: SCHOOL.id,
      prerequisites: [
        { ...ASKED, ...SOURCE, course: 'General Biology' },
        { ...ASKED, ...SOURCE, course: 'Organic Chemistry' },
      ],
      myPrerequisites: [
        {
          __typename: 'PrerequisiteCheck',
          course: 'General Biology',
          subject: 'Biology',
          required: true,
          neededHours: 8,
          myHours: 8,
          shortHours: null,
          neededCourses: null,
          status: 'MET',
          myCourses: [],
        },
        {
          __typename: 'PrerequisiteCheck',
          course: 'Organic Chemistry',
          subject: 'Chemistry',
          required: true,
          neededHours: 8,
          myHours: 0,
          shortHours: 8,
          neededCourses: null,
          status: 'MISSING',
          myCourses: [],
        },
      ],
    },
  },
  { id: SCHOOL.id },
);

const openDetails = (mocks: MockedResponse[]) =>
  renderWithApollo(
    (notify) => <SchoolDetailsDialog school={SCHOOL} onClose={jest.fn()} notify={notify} />,
    [noApplications, ...mocks],
  );
const prerequisiteRows = async () =>
  within(await screen.findByRole('table', { name: `Prerequisites of ${SCHOOL.name}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('SchoolDetailsDialog: my prerequisites', () => {
  it('asks for the school’s prerequisites when it opens, and shows them against my courses', async () => {
    openDetails([LAKESIDE_PREREQUISITES]);
    expect(screen.getByRole('status').textContent).toBe('Loading prerequisites...');
    expect(await prerequisiteRows()).toEqual([
      expect.stringMatching(/^General Biology.*Asks 8 h.*Met$/),
      expect.stringMatching(/^Organic Chemistry.*Asks 8 h.*Missing$/),
    ]);
  });

  it("shows the server's message when they fail to load, and Try Again loads them", async () => {
    const failed: MockedResponse = {
      request: { query: SchoolPrerequisitesDocument, variables: { id: SCHOOL.id } },
      result: { errors: [new GraphQLError('The schools service is unavailable. Please try again shortly.')] },
    };
    const { user } = openDetails([failed, LAKESIDE_PREREQUISITES]);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Failed to load prerequisites');
    expect(failure.textContent).toContain('The schools service is unavailable. Please try again shortly.');

    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(await prerequisiteRows()).toHaveLength(2);
  });
});
