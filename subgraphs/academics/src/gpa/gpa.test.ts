import { CREDIT_TYPES } from '@predental/academics-contract/aadsas';
import { GRADES } from '@predental/academics-contract/course';
import { GRADE_POINTS, gpa, gpaByTerm, gpaSummary, gradePoints } from './gpa';

const course = (grade: string, credits: number, isScience = false) => ({ grade, credits, isScience });

describe('grade points (SPEC §9)', () => {
  it.each([
    ['A+', 4.0],
    ['A', 4.0],
    ['A-', 3.7],
    ['B+', 3.3],
    ['B', 3.0],
    ['B-', 2.7],
    ['C+', 2.3],
    ['C', 2.0],
    ['C-', 1.7],
    ['D+', 1.3],
    ['D', 1.0],
    ['D-', 0.7],
    ['F', 0],
  ])('%s is worth %d', (grade, points) => {
    expect(gradePoints(grade)).toBe(points);
  });

  it('covers every grade a course can have', () => {
    expect(Object.keys(GRADE_POINTS).sort()).toEqual([...GRADES].sort());
  });

  it.each(['', 'E', 'a', 'P', 'toString', '__proto__'])('an unknown grade %p is worth 0', (grade) => {
    expect(gradePoints(grade)).toBe(0);
    expect(gpa([course(grade, 3)])).toBe(0);
  });
});

describe('GPA', () => {
  it('is 0 with no courses', () => {
    expect(gpa([])).toBe(0);
    expect(gpaSummary([])).toEqual({ overall: 0, science: 0, totalCredits: 0 });
  });

  it('weights grade points by credits', () => {
    // (4.0*4 + 2.0*1) / 5 = 3.6, not the plain mean 3.0
    expect(gpa([course('A', 4), course('C', 1)])).toBeCloseTo(3.6, 10);
  });

  it('counts half credits', () => {
    // (3.0*1.5 + 4.0*0.5) / 2 = 3.25
    expect(gpa([course('B', 1.5), course('A', 0.5)])).toBeCloseTo(3.25, 10);
    expect(gpaSummary([course('B', 1.5), course('A', 0.5)]).totalCredits).toBe(2);
  });

  it('counts an unknown grade as 0 points with its credits', () => {
    expect(gpa([course('A', 3), course('X', 3)])).toBeCloseTo(2, 10);
  });

  it('computes science GPA from science courses only', () => {
    const summary = gpaSummary([course('A', 3, true), course('B-', 4, true), course('F', 3), course('C', 2)]);
    expect(summary.science).toBeCloseTo((4 * 3 + 2.7 * 4) / 7, 10);
    expect(summary.overall).toBeCloseTo((4 * 3 + 2.7 * 4 + 0 + 2 * 2) / 12, 10);
    expect(summary.totalCredits).toBe(12);
  });

  it('gives science GPA 0 without science courses', () => {
    expect(gpaSummary([course('A', 3)]).science).toBe(0);
  });
});

describe('GPA by term', () => {
  it('lists terms oldest first with term and cumulative GPA', () => {
    const terms = gpaByTerm([
      { ...course('A', 3), semester: 'Fall', year: 2023 },
      { ...course('C', 3), semester: 'Spring', year: 2024 },
      { ...course('B', 3), semester: 'Spring', year: 2023 },
      { ...course('A', 1), semester: 'Spring', year: 2024 },
    ]);
    expect(terms.map((t) => `${t.semester} ${t.year}`)).toEqual(['Spring 2023', 'Fall 2023', 'Spring 2024']);
    expect(terms.map((t) => t.credits)).toEqual([3, 3, 4]);
    expect(terms[2]!.gpa).toBeCloseTo((2 * 3 + 4) / 4, 10);
    expect(terms[1]!.cumulativeGpa).toBeCloseTo(3.5, 10);
    expect(terms[2]!.cumulativeGpa).toBeCloseTo((3 * 3 + 4 * 3 + 2 * 3 + 4) / 10, 10);
  });

  it('is empty with no courses', () => {
    expect(gpaByTerm([])).toEqual([]);
  });
});

describe("AADSAS credit types in SPEC's GPA", () => {
  const marked = (grade: string, credits: number, creditType: string | null, isScience = false) => ({
    ...course(grade, credits, isScience),
    creditType,
  });

  it.each(['pass', 'ap', 'ib', 'clep', 'withdrawn', 'in-progress', 'planned'])(
    'leaves a %s course out of the overall and science GPA',
    (creditType) => {
      const summary = gpaSummary([marked('A', 3, 'graded', true), marked('F', 4, creditType, true), course('B', 3)]);
      expect(summary.overall).toBeCloseTo((4 * 3 + 3 * 3) / 6, 10);
      expect(summary.science).toBe(4);
    },
  );

  it('counts a withdrawal failing as an F whatever letter is stored', () => {
    const summary = gpaSummary([course('A', 3, true), marked('A', 3, 'withdrawn-failing', true)]);
    expect(summary.overall).toBe(2);
    expect(summary.science).toBe(2);
  });

  it('counts no credit type and graded exactly as SPEC does', () => {
    expect(gpaSummary([marked('B', 3, null), marked('A', 1, 'graded')])).toEqual(
      gpaSummary([course('B', 3), course('A', 1)]),
    );
  });

  it('sums in Total Credits what is earned: graded, pass, AP, IB and CLEP, not W, WF, in progress or planned', () => {
    // CREDIT_TYPES lists graded, pass, AP, IB and CLEP first, then W, WF, in progress and planned.
    const courses = CREDIT_TYPES.map((creditType, i) => marked('A', i + 1, creditType));
    expect(gpaSummary(courses).totalCredits).toBe(1 + 2 + 3 + 4 + 5);
  });

  it('is 0 when every course is left out', () => {
    expect(gpaSummary([marked('A', 3, 'pass', true), marked('B', 4, 'planned')])).toEqual({
      overall: 0,
      science: 0,
      totalCredits: 3,
    });
  });

  it('leaves out of the term rows what it leaves out of the GPA, and a term with nothing counted', () => {
    const terms = gpaByTerm([
      { ...course('A', 3), semester: 'Fall', year: 2023 },
      { ...marked('A', 4, 'pass'), semester: 'Fall', year: 2023 },
      { ...marked('F', 3, 'in-progress'), semester: 'Spring', year: 2024 },
      { ...marked('A', 3, 'planned'), semester: 'Fall', year: 2024 },
    ]);
    expect(terms).toEqual([{ semester: 'Fall', year: 2023, credits: 7, gpa: 4, cumulativeGpa: 4 }]);
  });
});
