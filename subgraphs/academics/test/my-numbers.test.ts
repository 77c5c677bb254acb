import { compare, myNumbers, studentNumbers } from '../src/my-numbers/my-numbers';

describe('the comparison rules', () => {
  it('marks near within 0.05 GPA points and 10 DAT points, above and below beyond', () => {
    expect(compare(3.56, 3.5, 0.05, 2)).toMatchObject({ difference: 0.06, standing: 'ABOVE' });
    expect(compare(3.45, 3.5, 0.05, 2)).toMatchObject({ difference: -0.05, standing: 'NEAR' });
    expect(compare(3.3, 3.5, 0.05, 2)).toMatchObject({ difference: -0.2, standing: 'BELOW' });
    expect(compare(510, 500, 10, 1)).toMatchObject({ difference: 10, standing: 'NEAR' });
    expect(compare(511, 500, 10, 1)).toMatchObject({ difference: 11, standing: 'ABOVE' });
  });

  it('treats a school average of 0 as not reported and a student without science courses as having no science GPA', () => {
    const student = studentNumbers([{ credits: 3, grade: 'B', isScience: false }], undefined);
    expect(student).toEqual({ overallGpa: 3, scienceGpa: null, datAcademicAverage: null, datScale: null });
    expect(myNumbers(student, { overallGpaAvg: 0, scienceGpaAvg: 3.4, datAvg: null }).overallGpa).toEqual({
      mine: 3,
      school: null,
      difference: null,
      standing: null,
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
