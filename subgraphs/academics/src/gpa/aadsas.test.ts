import { ACADEMIC_STATUSES } from '@predental/academics-contract/aadsas';
import { anAadsasCourse as course } from '@predental/academics-contract/test-support/examples';
import { AADSAS_GRADE_VALUES, aadsasGpa } from './aadsas';

describe('the AADSAS GPA table', () => {
  it("counts each grade at Liaison's value: A+ as 4.0 like A, thirds rounded to one decimal", () => {
    expect(AADSAS_GRADE_VALUES).toEqual({
      'A+': 4,
      A: 4,
      'A-': 3.7,
      'B+': 3.3,
      B: 3,
      'B-': 2.7,
      'C+': 2.3,
      C: 2,
      'C-': 1.7,
      'D+': 1.3,
      D: 1,
      'D-': 0.7,
      F: 0,
    });
  });

  it("computes Liaison's own worked example: 36 quality points over 17 hours is 2.12", () => {
    // Liaison, "Calculating Your GPAs": MATH A 4, ENGL B 3, GEOL C 4, PHED D 3, PSCI F 3.
    const table = aadsasGpa([
      course({ courseCode: 'MATH', subject: 'Mathematics', grade: 'A', credits: 4 }),
      course({ courseCode: 'ENGL', subject: 'English', grade: 'B', credits: 3 }),
      course({ courseCode: 'GEOL', subject: 'Other Science', grade: 'C', credits: 4 }),
      course({ courseCode: 'PHED', subject: 'Other Non-Science', grade: 'D', credits: 3 }),
      course({ courseCode: 'PSCI', subject: 'Other Non-Science', grade: 'F', credits: 3 }),
    ]);
    expect(table.overall.total).toEqual({ gpa: 2.12, hours: 17 });
    // (16 + 8) / 8 and (9 + 3 + 0) / 9; no biology, chemistry or physics: a bucket with no hours.
    expect(table.overall.science).toEqual({ gpa: 3, hours: 8 });
    expect(table.overall.nonScience).toEqual({ gpa: 1.33, hours: 9 });
    expect(table.overall.bcp).toEqual({ gpa: null, hours: 0 });
    expect(table.rows.map((row) => row.status)).toEqual(['freshman']);
  });

  it('converts quarter hours at 0.667 semester hours each', () => {
    const table = aadsasGpa([
      course({ subject: 'Biology', termType: 'quarter', credits: 4, grade: 'A' }),
      course({ subject: 'Biology', credits: 3, grade: 'C' }),
    ]);
    // 4 quarter hours = 2.668 semester hours: (2.668 × 4 + 3 × 2) / 5.668 = 16.672 / 5.668
    expect(table.overall.bcp).toEqual({ gpa: 2.94, hours: 5.67 });
  });

  it('counts every attempt of a repeated course, counts WF as F, and leaves out P, W, AP, IB and CLEP', () => {
    const table = aadsasGpa([
      course({ courseCode: 'CHEM 101', subject: 'Chemistry', grade: 'D', credits: 4 }),
      course({ courseCode: 'CHEM 101', subject: 'Chemistry', grade: 'A', credits: 4, year: 2023 }),
      course({ subject: 'Physics', grade: 'B', credits: 4, creditType: 'withdrawn-failing' }),
      course({ subject: 'Physics', grade: 'A', credits: 4, creditType: 'withdrawn' }),
      course({ subject: 'Biology', grade: 'A', credits: 4, creditType: 'pass' }),
      course({ subject: 'Biology', grade: 'A', credits: 8, creditType: 'ap' }),
      course({ subject: 'English', grade: 'A', credits: 3, creditType: 'ib' }),
      course({ subject: 'History', grade: 'A', credits: 3, creditType: 'clep' }),
    ]);
    // (4 × 1 + 4 × 4 + 4 × 0) / 12: the repeat and the WF count, the rest is left out.
    expect(table.overall.total).toEqual({ gpa: 1.67, hours: 12 });
    expect(table.overall.bcp).toEqual({ gpa: 1.67, hours: 12 });
    expect(table.overall.nonScience).toEqual({ gpa: null, hours: 0 });
    expect(table.adjustments).toEqual(
      expect.arrayContaining([
        { rule: 'withdrawn-failing', courses: 1 },
        { rule: 'withdrawn', courses: 1 },
        { rule: 'not-graded', courses: 4 },
      ]),
    );
  });

  it('gives a row to each academic status in AADSAS order; graduate work is in overall, not in cumulative undergraduate', () => {
    const statuses = ['graduate', 'senior', 'high-school', 'postbacc', 'junior', 'sophomore', 'freshman'] as const;
    const table = aadsasGpa(
      statuses.map((academicStatus, i) =>
        course({ academicStatus, subject: 'Biology', credits: 2, grade: i % 2 ? 'A' : 'B' }),
      ),
    );
    // In the order AADSAS lists the rows, which the contract keeps.
    expect(table.rows.map((row) => row.status)).toEqual([...ACADEMIC_STATUSES]);
    expect(table.rows.find((row) => row.status === 'graduate')!.total).toEqual({ gpa: 3, hours: 2 });
    expect(table.graduate.total).toEqual({ gpa: 3, hours: 2 });
    // Undergraduate: 6 courses, 3 at A (i odd) and 3 at B, 2 hours each.
    expect(table.cumulativeUndergraduate.total).toEqual({ gpa: 3.5, hours: 12 });
    // Overall: 3 A and 4 B, 2 hours each: (3 × 4 + 4 × 3) × 2 / 14.
    expect(table.overall.total).toEqual({ gpa: 3.43, hours: 14 });
  });

  it('leaves planned and in-progress courses to the projected table, at their expected grades', () => {
    const table = aadsasGpa([
      course({ subject: 'Chemistry', grade: 'B', credits: 4 }),
      course({ subject: 'Chemistry', grade: 'A', credits: 4, creditType: 'in-progress', academicStatus: 'sophomore' }),
      course({ subject: 'Physics', grade: 'A', credits: 4, creditType: 'planned', academicStatus: 'junior' }),
    ]);
    expect(table.overall.bcp).toEqual({ gpa: 3, hours: 4 });
    // Their statuses keep a row, with no hours yet.
    expect(table.rows.map((row) => [row.status, row.total])).toEqual([
      ['freshman', { gpa: 3, hours: 4 }],
      ['sophomore', { gpa: null, hours: 0 }],
      ['junior', { gpa: null, hours: 0 }],
    ]);
    expect(table.projected.overall.bcp).toEqual({ gpa: 3.67, hours: 12 });
    expect(table.projected.rows.map((row) => row.status)).toEqual(['freshman', 'sophomore', 'junior']);
    expect(table.adjustments).toEqual([{ rule: 'not-taken-yet', courses: 2 }]);
  });

  it('leaves out a course without a subject or an academic status, and says how many', () => {
    const table = aadsasGpa([course({ subject: null }), course({ academicStatus: null }), course({ grade: 'B' })]);
    expect(table.overall.total).toEqual({ gpa: 3, hours: 3 });
    expect(table.adjustments).toEqual([{ rule: 'missing-details', courses: 2 }]);
  });

  it('answers an empty table without courses', () => {
    const empty = { gpa: null, hours: 0 };
    const table = aadsasGpa([]);
    expect(table.rows).toEqual([]);
    expect(table.overall).toEqual({ bcp: empty, science: empty, nonScience: empty, total: empty });
    expect(table.adjustments).toEqual([]);
  });
});
