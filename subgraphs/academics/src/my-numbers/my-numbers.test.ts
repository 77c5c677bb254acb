import { aCourse, anAadsasCourse } from '@predental/academics-contract/test-support/examples';
import { compare, myNumbers } from '@predental/academics-contract/my-numbers';
import { studentNumbers } from './my-numbers';

describe('the comparison rules', () => {
  it('marks near within 0.05 GPA points and 10 DAT points, above and below beyond', () => {
    expect(compare(3.56, 3.5, 0.05, 2)).toMatchObject({ difference: 0.06, standing: 'ABOVE' });
    expect(compare(3.45, 3.5, 0.05, 2)).toMatchObject({ difference: -0.05, standing: 'NEAR' });
    expect(compare(3.3, 3.5, 0.05, 2)).toMatchObject({ difference: -0.2, standing: 'BELOW' });
    expect(compare(510, 500, 10, 1)).toMatchObject({ difference: 10, standing: 'NEAR' });
    expect(compare(511, 500, 10, 1)).toMatchObject({ difference: 11, standing: 'ABOVE' });
  });

  it('treats a school average of 0 as not reported and a student without science courses as having no science GPA', () => {
    const student = studentNumbers([aCourse({ credits: 3, grade: 'B', isScience: false })], undefined);
    expect(student).toEqual({
      gpaBasis: 'SIMPLE',
      overallGpa: 3,
      scienceGpa: null,
      datAcademicAverage: null,
      datScale: null,
    });
    expect(myNumbers(student, { overallGpaAvg: 0, scienceGpaAvg: 3.4, datAvg: null }).overallGpa).toEqual({
      mine: 3,
      school: null,
      difference: null,
      standing: null,
      scale: null,
    });
  });

  it("reads a school's DAT average on the scale of the student's latest attempt, never across scales", () => {
    const school = {
      overallGpaAvg: 3.8,
      scienceGpaAvg: 3.7,
      datAvg: 450,
      figures: [{ figure: 'datAA', value: 22.4, scale: '1-30' }],
    };
    const oldScale = studentNumbers([], { academicAverage: 21, scale: '1-30' });
    expect(myNumbers(oldScale, school).datAcademicAverage).toEqual({
      mine: 21,
      school: 22.4,
      difference: -1.4,
      standing: 'BELOW',
      scale: '1-30',
    });
    expect(
      myNumbers(studentNumbers([], { academicAverage: 22, scale: '1-30' }), school).datAcademicAverage,
    ).toMatchObject({ difference: -0.4, standing: 'NEAR' });
    const newScale = studentNumbers([], { academicAverage: 460, scale: '200-600' });
    expect(myNumbers(newScale, school).datAcademicAverage).toEqual({
      mine: 460,
      school: 450,
      difference: 10,
      standing: 'NEAR',
      scale: '200-600',
    });
    // A 1-30 attempt against a school that published only on 200-600: nothing to compare.
    expect(myNumbers(oldScale, { ...school, figures: [] }).datAcademicAverage).toEqual({
      mine: 21,
      school: null,
      difference: null,
      standing: null,
      scale: '1-30',
    });
  });
});

describe('which GPA is compared', () => {
  // Chemistry the student did not tick as science, and Psychology they did; a quarter-term English course.
  const chemistry = anAadsasCourse({ subject: 'Chemistry', credits: 4, grade: 'A', isScience: false });
  const psychology = anAadsasCourse({ subject: 'Psychology', credits: 3, grade: 'C', isScience: true });
  const english = anAadsasCourse({ subject: 'English', credits: 6, grade: 'B', termType: 'quarter' });
  const school = { overallGpaAvg: 3.4, scienceGpaAvg: 3.5, datAvg: null };

  it('compares the AADSAS overall and science GPA once every graded course has its AADSAS details', () => {
    const student = studentNumbers([chemistry, psychology, english], undefined);
    // AADSAS: 6 quarter hours are 4 semester hours; science is Chemistry alone (16 + 6 + 12) / 11.
    expect(student).toMatchObject({ gpaBasis: 'AADSAS', overallGpa: 3.09, scienceGpa: 4 });
    expect(myNumbers(student, school)).toMatchObject({
      gpaBasis: 'AADSAS',
      overallGpa: { mine: 3.09, school: 3.4, difference: -0.31, standing: 'BELOW' },
      scienceGpa: { mine: 4, school: 3.5, difference: 0.5, standing: 'ABOVE' },
    });
  });

  it("compares SPEC's GPA while a graded course lacks its AADSAS details", () => {
    const withoutDetails = aCourse({ credits: 3, grade: 'A', isScience: true });
    const student = studentNumbers([chemistry, psychology, english, withoutDetails], undefined);
    // SPEC: every course by its credits as entered, science by the box: (16 + 6 + 18 + 12) / 16 and (6 + 12) / 6.
    expect(student).toMatchObject({ gpaBasis: 'SIMPLE', overallGpa: 3.25, scienceGpa: 3 });
    expect(myNumbers(student, school).gpaBasis).toBe('SIMPLE');
    expect(studentNumbers([], undefined)).toMatchObject({ gpaBasis: 'SIMPLE', overallGpa: null });
  });

  it('does not wait for details on a course AADSAS leaves out of its GPA', () => {
    const pass = aCourse({ credits: 1, grade: 'A', isScience: false, creditType: 'pass' });
    expect(studentNumbers([chemistry, pass], undefined)).toMatchObject({ gpaBasis: 'AADSAS', overallGpa: 4 });
  });
});
