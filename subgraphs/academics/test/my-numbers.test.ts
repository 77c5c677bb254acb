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
    expect(student).toEqual({ overallGpa: 3, scienceGpa: null, datAcademicAverage: null });
    expect(myNumbers(student, { overallGpaAvg: 0, scienceGpaAvg: 3.4, datAvg: null }).overallGpa).toEqual({ mine: 3, school: null, difference: null, standing: null });
  });
});
