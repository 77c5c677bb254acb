import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { listedSchool } from '@predental/schools-contract/test-support/examples';
import type { ExplorerSchool } from '../api/dental-schools';
import type { SchoolPrerequisites } from '../api/school-prerequisites';
import { SchoolPrerequisitesDocument } from '../../gql/graphql';
import { ComparisonTable } from './ComparisonTable';

type Check = NonNullable<SchoolPrerequisites['myPrerequisites']>[number];
const SOURCE = { year: '2025', sourceUrl: 'https://adea.example.org', sourceKind: 'adea' as const, old: false };

const school = (fields: Partial<ExplorerSchool>): ExplorerSchool => ({ ...listedSchool, myNumbers: null, ...fields });
const check = (course: string, status: Check['status'], fields: Partial<Check> = {}): Check => ({
  course,
  subject: course,
  required: true,
  neededHours: 8,
  myHours: 0,
  shortHours: null,
  neededCourses: null,
  status,
  myCourses: [],
  ...fields,
});
const prerequisite = (course: string) => ({ course, required: true, semesterHours: 8, quarterHours: null, ...SOURCE });
/** The comparison asks each school's prerequisites of the server (the directory's list leaves them out). */
const prerequisitesOf = (id: string, { prerequisites, myPrerequisites }: SchoolPrerequisites) =>
  answered(
    SchoolPrerequisitesDocument,
    {
      dentalSchool: {
        __typename: 'DentalSchool',
        id,
        prerequisites: prerequisites.map((held) => ({ __typename: 'SchoolPrerequisite', ...held })),
        myPrerequisites: myPrerequisites?.map((mine) => ({ __typename: 'PrerequisiteCheck', ...mine })) ?? null,
      },
    },
    { id },
  );
const NO_PREREQUISITES: SchoolPrerequisites = { prerequisites: [], myPrerequisites: null };
const render = (ui: ReactElement, mocks = [prerequisitesOf('school-1', NO_PREREQUISITES)]) =>
  renderWithApollo(() => ui, mocks);
/** A row's cells after its header, by the row's name. */
const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ComparisonTable', () => {
  it('puts the schools side by side, one column each', () => {
    render(
      <ComparisonTable
        schools={[
          school({ id: 'a', name: 'Harbor Dental', city: 'Boston', state: 'Massachusetts', isPublic: false }),
          school({
            id: 'b',
            name: 'Prairie Dental',
            city: 'Columbus',
            state: 'Ohio',
            isPublic: true,
            programLength: 3,
            hasAcceleratedProgram: true,
          }),
        ]}
        onClose={jest.fn()}
      />,
      [prerequisitesOf('a', NO_PREREQUISITES), prerequisitesOf('b', NO_PREREQUISITES)],
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'School',
      'Harbor Dental',
      'Prairie Dental',
    ]);
    expect(rowOf('Location')).toEqual(['Boston, Massachusetts', 'Columbus, Ohio']);
    expect(rowOf('School Type')).toEqual(['Private', 'Public']);
    expect(rowOf('Program Length')).toEqual(['4 years', '3 years']);
    expect(rowOf('Accelerated Program')).toEqual(['No', 'Yes']);
  });

  it('counts the required prerequisites my courses meet and names each one they do not', async () => {
    render(<ComparisonTable schools={[school({})]} onClose={jest.fn()} />, [
      prerequisitesOf('school-1', {
        prerequisites: [prerequisite('General Biology'), prerequisite('Organic Chemistry'), prerequisite('Physics')],
        myPrerequisites: [
          check('General Biology', 'MET', { myHours: 8 }),
          check('Organic Chemistry', 'MISSING'),
          check('Physics', 'PARTLY_MET', { myHours: 4, shortHours: 4 }),
        ],
      }),
    ]);
    expect(rowOf('My Prerequisites')[0]).toBe('Loading prerequisites...');
    await waitFor(() => expect(rowOf('My Prerequisites')[0]).toContain('Met 1 of 3 required'));
    const [cell] = rowOf('My Prerequisites');
    expect(cell).toContain('Organic Chemistry: missing');
    expect(cell).toContain('Physics: 4 h short');
  });

  it("shows the student's difference under each average the school reports", () => {
    const comparison = { mine: 3.6, school: 3.5, difference: 0.1, standing: 'NEAR' as const, scale: null };
    render(
      <ComparisonTable
        schools={[
          school({
            myNumbers: {
              gpaBasis: 'SIMPLE',
              overallGpa: comparison,
              scienceGpa: { mine: 3.0, school: 3.4, difference: -0.4, standing: 'BELOW', scale: null },
              datAcademicAverage: { mine: null, school: 520, difference: null, standing: null, scale: null },
            },
          }),
        ]}
        onClose={jest.fn()}
      />,
    );
    expect(rowOf('Overall GPA Average')[0]).toContain('Your GPA: +0.10 (Near)');
    expect(rowOf('Science GPA Average')[0]).toContain('Your science GPA: −0.40 (Below)');
    expect(rowOf('DAT Average')[0]).not.toContain('You:');
  });

  it('closes on Close Comparison', async () => {
    const onClose = jest.fn();
    const { user } = render(<ComparisonTable schools={[school({})]} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close Comparison' }));
    expect(onClose).toHaveBeenCalled();
  });
});
