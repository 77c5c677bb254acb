import { renderWithDesign } from '@predental/design/test-support/render';
import { validShadowingEntry } from '@predental/experience-contract/test-support/examples';
import { screen } from '@testing-library/react';
import { SHADOWING } from '../../shadowing';
import { EntryTable } from './EntryTable';

const visit = (id: string, doctorName: string, mode: 'in-person' | 'virtual') => ({
  ...validShadowingEntry,
  id,
  userId: 'student-1',
  doctorName,
  mode,
});

describe('EntryTable', () => {
  it("keeps SPEC's shadowing columns and names the mode only beside a virtual visit", () => {
    renderWithDesign(
      <EntryTable
        kind={SHADOWING}
        entries={[visit('s1', 'Dr. Lee', 'virtual'), visit('s2', 'Dr. Smith', 'in-person')]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Doctor',
      'Practice',
      'Hours',
      'Notes',
    ]);
    expect(screen.getByRole('cell', { name: 'Dr. Lee Virtual' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Dr. Smith' })).toBeTruthy();
    expect(screen.queryByText('In person')).toBeNull();
  });
});
