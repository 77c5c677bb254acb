import { aCourse, anAadsasCourse } from '@predental/academics-contract/test-support/examples';
import { openEditing, savedInput } from '@predental/area-runtime/test-support/editing';
import { expectRefusal, retype } from '@predental/design/test-support/form';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import type { CourseFieldsFragment } from '../../gql/graphql';
import { CourseDialog, LABELS } from './CourseDialog';
import type { CourseInput } from '@predental/academics-contract/course';

const editing = (course?: CourseFieldsFragment) => openEditing<CourseFieldsFragment, CourseInput>(course);

describe('CourseDialog', () => {
  it("has a control for every field of the contract's course, its details open on a course that has them", () => {
    renderWithDesign(<CourseDialog editing={editing(anAadsasCourse())} saving={false} />);
    for (const label of Object.values(LABELS)) expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
  });

  it('adds a course from SPEC defaults: credits 3, grade A, Fall of this year, not science', async () => {
    const state = editing();
    const { user } = renderWithDesign(<CourseDialog editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Add New Course' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.type(screen.getByLabelText('Course Name'), 'Biology I');
    await user.type(screen.getByLabelText('Course Code'), 'BIO 101');
    await user.click(screen.getByRole('button', { name: 'Add Course' }));

    expect(savedInput(state)).toEqual(
      expect.objectContaining({
        courseName: 'Biology I',
        courseCode: 'BIO 101',
        credits: 3,
        grade: 'A',
        semester: 'Fall',
        year: new Date().getFullYear(),
        isScience: false,
      }),
    );
  });

  it("says SPEC's messages for an empty name and code and credits of 0, and saves nothing", async () => {
    const state = editing();
    const { user } = renderWithDesign(<CourseDialog editing={state} saving={false} />);
    await retype(user, 'Credits', '0');
    await expectRefusal(user, 'Add Course', state.save, [
      'Course name is required',
      'Course code is required',
      'Credits must be greater than 0',
    ]);
  });

  it("refuses a year before 2000 with 'Please enter a valid year'", async () => {
    const state = editing(aCourse());
    const { user } = renderWithDesign(<CourseDialog editing={state} saving={false} />);
    await retype(user, 'Year', '1999');
    await expectRefusal(user, 'Save Changes', state.save, ['Please enter a valid year']);
  });

  it('edits a course: titled Edit Course, its fields filled in, Delete in place of Cancel', async () => {
    const course = aCourse({ courseName: 'Organic Chemistry', courseCode: 'CHEM 201', credits: 4 });
    const state = editing(course);
    const { user } = renderWithDesign(<CourseDialog editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Edit Course' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Course Name').value).toBe('Organic Chemistry');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(state.askDelete).toHaveBeenCalledWith(course);
  });

  it('keeps the AADSAS details closed for a course without them and open for one with them', () => {
    const { unmount } = renderWithDesign(<CourseDialog editing={editing(aCourse())} saving={false} />);
    expect(screen.getByText('AADSAS details (optional)').closest('details')?.open).toBe(false);
    unmount();

    renderWithDesign(<CourseDialog editing={editing(anAadsasCourse())} saving={false} />);
    expect(screen.getByText('AADSAS details (optional)').closest('details')?.open).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Institution').value).toBe('State University');
  });

  it('says which prerequisite the course name is recognised as counting toward', async () => {
    const { user } = renderWithDesign(<CourseDialog editing={editing()} saving={false} />);
    await user.type(screen.getByLabelText('Course Name'), 'Organic Chemistry II');
    expect(screen.getByRole('option', { name: 'Recognised: Organic Chemistry' })).toBeTruthy();
  });

  it('ticks Science course when the student picks a science subject', async () => {
    const { user } = renderWithDesign(<CourseDialog editing={editing()} saving={false} />);
    const science = screen.getByRole('checkbox', { name: 'Science course' });
    expect(science.getAttribute('aria-checked')).toBe('false');

    await user.selectOptions(screen.getByLabelText('Subject'), 'Biology');
    expect(science.getAttribute('aria-checked')).toBe('true');
  });
});
