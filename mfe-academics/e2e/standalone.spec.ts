import { expect, standinRows, test, type GraphqlStandin } from '@predental/remote-server/test-support/standin';
import { card } from '@predental/remote-server/test-support/card';
import { GENERAL_BIOLOGY, changeGrade, expectGpaCards, submitNewCourse } from './steps';
import {
  AcademicSummaryDocument,
  AddCourseDocument,
  AddDatScoreDocument,
  ListCoursesDocument,
  ListDatScoresDocument,
  DeleteCourseDocument,
  UpdateCourseDocument,
  type CourseFieldsFragment,
  type CourseInput,
  type DatScoreFieldsFragment,
} from '../src/gql/graphql';

/** The stand-in's grade points, enough for the grades these tests enter. */
const POINTS: Record<string, number> = { A: 4, B: 3, C: 2 };

const weightedGpa = (courses: CourseFieldsFragment[]) => {
  const credits = courses.reduce((sum, course) => sum + course.credits, 0);
  return credits ? courses.reduce((sum, course) => sum + POINTS[course.grade]! * course.credits, 0) / credits : 0;
};

const asCourse = (id: string, input: CourseInput): CourseFieldsFragment =>
  ({ id, isScience: false, ...input }) as CourseFieldsFragment;

/** The academics subgraph's course operations over a list kept by the test. */
function courseStandin(standin: GraphqlStandin, stored: CourseFieldsFragment[] = []) {
  const { rows: courses, add, update, remove } = standinRows('course', asCourse, stored);
  standin
    .on(ListCoursesDocument, () => ({ courses }))
    .on(AcademicSummaryDocument, () => ({
      academicSummary: {
        gpa: {
          overall: weightedGpa(courses),
          science: weightedGpa(courses.filter((course) => course.isScience)),
          totalCredits: courses.reduce((sum, course) => sum + course.credits, 0),
        },
        terms: [],
      },
    }))
    .on(AddCourseDocument, ({ input }) => ({ addCourse: add(input) }))
    .on(UpdateCourseDocument, ({ id, input }) => ({ updateCourse: update(id, input) }))
    .on(DeleteCourseDocument, ({ id }) => ({ deleteCourse: remove(id) }));
  return courses;
}

test('a student adds, edits and deletes courses and sees the GPA the service computes', async ({ page, standin }) => {
  const courses = courseStandin(standin);
  await page.goto('/standalone/');
  await expect(page.getByRole('tab', { name: 'Coursework', selected: true })).toBeVisible();
  await expect(page.getByText('No courses added yet')).toBeVisible();

  await submitNewCourse(page, GENERAL_BIOLOGY);
  await expect(page.getByText('Course added successfully')).toBeVisible();
  await submitNewCourse(page, { name: 'English Composition', code: 'ENG 101', credits: '3', grade: 'C' });
  await expect(page.getByRole('dialog', { name: 'Add New Course' })).toBeHidden();
  expect(standin.callsOf(AddCourseDocument)[0]!.input).toMatchObject({
    courseName: 'General Biology',
    courseCode: 'BIO 101',
    credits: 4,
    grade: 'A',
    isScience: true,
  });
  await expect(page.getByRole('cell', { name: 'English Composition', exact: true })).toBeVisible();
  // (4*4 + 2*3) / 7 = 3.14
  await expectGpaCards(page, { overall: '3.14', science: '4.00', credits: '7' });

  await changeGrade(page, 'English Composition', 'A');
  await expect(card(page, 'Overall GPA')).toContainText('4.00');

  await page.getByRole('button', { name: 'Delete General Biology' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Course deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'General Biology', exact: true })).toBeHidden();
  await expect(card(page, 'Total Credits')).toContainText('3');
  expect(courses.map((course) => course.courseName)).toEqual(['English Composition']);
});

test('a course the service refuses keeps the dialog open with the error', async ({ page, standin }) => {
  courseStandin(standin);
  standin.fail(AddCourseDocument, 'You can record at most 200 courses', 'BAD_USER_INPUT');
  await page.goto('/standalone/');
  await submitNewCourse(page, { name: 'Organic Chemistry', code: 'CHEM 201', credits: '4', grade: 'B' });
  await expect(page.getByText('You can record at most 200 courses')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add New Course' })).toBeVisible();
  await expect(page.getByText('No courses added yet')).toBeVisible();
});

test('courses that fail to load show the error and load again on Try Again', async ({ page, standin }) => {
  const physics = asCourse('c1', {
    courseName: 'Physics I',
    courseCode: 'PHYS 101',
    credits: 4,
    grade: 'B',
    isScience: true,
    semester: 'Fall',
    year: 2024,
  });
  standin.on(AcademicSummaryDocument, () => ({
    academicSummary: { gpa: { overall: 0, science: 0, totalCredits: 0 }, terms: [] },
  }));
  standin.fail(ListCoursesDocument, 'The academics service is unavailable. Please try again shortly.');
  await page.goto('/standalone/');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load courses' });
  await expect(failure).toContainText('The academics service is unavailable. Please try again shortly.');

  // The service is back.
  courseStandin(standin, [physics]);
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('cell', { name: 'Physics I', exact: true })).toBeVisible();
  await expect(failure).toBeHidden();
});

test('a student records a DAT attempt and sees it as the latest score', async ({ page, standin }) => {
  const scores: DatScoreFieldsFragment[] = [];
  standin
    .on(ListDatScoresDocument, () => ({ datScores: scores }))
    .on(AddDatScoreDocument, ({ input }) => {
      // totalScience is the service's to compute; the screen only shows it.
      const score = {
        ...input,
        id: `dat${scores.length + 1}`,
        userId: 'u1',
        totalScience: 500,
      } as DatScoreFieldsFragment;
      scores.unshift(score);
      return { addDatScore: score };
    });
  courseStandin(standin);
  await page.goto('/standalone/');
  await page.getByRole('tab', { name: 'DAT Scores' }).click();
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add New Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add DAT Score' });
  await dialog.getByLabel('Test Date').fill('2024-06-20');
  await dialog.getByLabel('Biology').fill('580');
  await dialog.getByLabel('Academic Average').fill('540');
  await dialog.getByRole('button', { name: 'Add Score' }).click();
  await expect(page.getByText('DAT score added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(standin.callsOf(AddDatScoreDocument)[0]!.input).toMatchObject({
    testDate: '2024-06-20',
    biology: 580,
    academicAverage: 540,
  });
  const latest = card(page, 'Latest DAT Score');
  await expect(latest).toContainText('Jun 20, 2024');
  await expect(latest.getByText('580')).toHaveAttribute('data-variant', 'default');
});

test('without a session the page asks to sign in through the platform first', async ({ page, standin }) => {
  standin.user = null;
  await page.goto('/standalone/');
  await expect(page.getByText('Academics: sign in first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?redirect=%2Fstandalone%2F');
  expect(standin.calls).toEqual([]);
});
