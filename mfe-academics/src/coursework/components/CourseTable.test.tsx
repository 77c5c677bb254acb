import { aCourse } from '@predental/academics-contract/test-support/examples';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { CourseTable } from './CourseTable';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CourseTable', () => {
  it("shows SPEC's columns and a course in each row, in the order given", () => {
    const courses = [
      aCourse({
        courseName: 'Organic Chemistry',
        courseCode: 'CHEM 201',
        credits: 4,
        grade: 'B+',
        semester: 'Spring',
        year: 2024,
      }),
      aCourse({
        courseName: 'English Composition',
        courseCode: 'ENG 101',
        credits: 3,
        grade: 'A',
        isScience: false,
        semester: 'Fall',
        year: 2023,
      }),
    ];
    renderWithDesign(<CourseTable courses={courses} onEdit={jest.fn()} onDelete={jest.fn()} />);

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Course',
      'Code',
      'Credits',
      'Grade',
      'Semester',
      'Science',
      'Actions',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(cellsOf(first!).slice(0, 5)).toEqual(['Organic Chemistry', 'CHEM 201', '4', 'B+', 'Spring 2024']);
    expect(within(first!).getByLabelText('Science course')).toBeTruthy();
    expect(cellsOf(second!).slice(0, 5)).toEqual(['English Composition', 'ENG 101', '3', 'A', 'Fall 2023']);
    expect(within(second!).queryByLabelText('Science course')).toBeNull();
  });

  it("shows the transcript's term label under semester and year", () => {
    const courses = [aCourse({ semester: 'Summer', year: 2024, termLabel: 'Summer Session II' }), aCourse()];
    renderWithDesign(<CourseTable courses={courses} onEdit={jest.fn()} onDelete={jest.fn()} />);
    const [, labelled, plain] = screen.getAllByRole('row');
    expect(within(labelled!).getByText('Summer Session II')).toBeTruthy();
    expect(cellsOf(labelled!)[4]).toBe('Summer 2024Summer Session II');
    expect(within(plain!).queryByText('Summer Session II')).toBeNull();
  });

  it('shows a course without a letter grade by its mark, named in full', () => {
    renderWithDesign(
      <CourseTable
        courses={[aCourse({ grade: 'A', creditType: 'withdrawn' })]}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Withdrawn (W): not in the GPA' })).toBeTruthy();
    expect(screen.getByRole('img').textContent).toBe('W');
  });

  it("edits or deletes the row's own course", async () => {
    const course = aCourse({ courseName: 'Physics I' });
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderWithDesign(
      <CourseTable courses={[aCourse(), course]} onEdit={onEdit} onDelete={onDelete} />,
    );

    await user.click(screen.getByRole('button', { name: 'Edit Physics I' }));
    expect(onEdit).toHaveBeenCalledWith(course);
    await user.click(screen.getByRole('button', { name: 'Delete Physics I' }));
    expect(onDelete).toHaveBeenCalledWith(course);
  });
});
