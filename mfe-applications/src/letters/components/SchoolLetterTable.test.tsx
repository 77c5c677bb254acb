import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import type { ListSchoolLetterChecksQuery } from '../../gql/graphql';
import { SchoolLetterTable } from './SchoolLetterTable';

type Applied = ListSchoolLetterChecksQuery['myApplications'][number];
const MARYLAND_PAGE = 'https://www.dental.umaryland.edu/admissions/letters/';

const applied = (schoolName: string, school: Omit<Applied['school'], 'id'>): Applied => ({
  id: schoolName,
  schoolName,
  school: { id: schoolName, ...school },
});

describe('SchoolLetterTable', () => {
  it("shows each school's requirement with its source, and Met, what is missing, or Not on file", () => {
    renderWithDesign(
      <SchoolLetterTable
        applications={[
          applied('University of Maryland', {
            letterRequirement: { note: 'A committee package and a dentist', year: null, sourceUrl: MARYLAND_PAGE },
            myLetters: { status: 'not-met', words: 'Not met: needs one more dentist letter' },
          }),
          applied('UCLA', {
            letterRequirement: { note: 'Three letters', year: '2025-26', sourceUrl: 'https://example.edu/ucla' },
            myLetters: { status: 'met', words: 'Met' },
          }),
          applied('Harvard', { letterRequirement: null, myLetters: { status: 'not-on-file', words: 'Not on file' } }),
          applied('Tufts', { letterRequirement: null, myLetters: null }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Letter requirements of my schools' })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.slice(1).map(cells)).toEqual([
      [
        'University of Maryland',
        'Not met: needs one more dentist letter',
        'A committee package and a dentist (year not stated)',
      ],
      ['UCLA', 'Met', 'Three letters (2025-26)'],
      ['Harvard', 'Not on file', 'No sourced requirement'],
      ['Tufts', 'Unavailable', 'No sourced requirement'],
    ]);
    expect(screen.getByRole('link', { name: 'year not stated' }).getAttribute('href')).toBe(MARYLAND_PAGE);
  });
});
