import { countedGrade, earnsCredits, gradeMark, gradeMarkName, readGrade } from '../src/grade-marks';

describe('grade marks', () => {
  it.each([
    ['pass', 'P'],
    ['ap', 'AP'],
    ['ib', 'IB'],
    ['clep', 'CLEP'],
    ['withdrawn', 'W'],
    ['withdrawn-failing', 'WF'],
    ['in-progress', 'IP'],
    ['planned', 'Planned'],
    ['graded', 'B+'],
    [null, 'B+'],
  ])('a %s course shows %s', (creditType, shown) => {
    expect(gradeMark({ grade: 'B+', creditType })).toBe(shown);
  });

  it('names each mark and says how it counts', () => {
    expect(gradeMarkName('pass')).toBe('Pass / Satisfactory: not in the GPA');
    expect(gradeMarkName('withdrawn-failing')).toBe('Withdrawn failing (WF): counts as F');
    expect(gradeMarkName('in-progress')).toBe('In progress: not in the GPA yet');
    expect(gradeMarkName('graded')).toBeNull();
    expect(gradeMarkName(null)).toBeNull();
  });

  it.each([
    [null, 'C', 'C'],
    ['graded', 'C', 'C'],
    ['withdrawn-failing', 'A', 'F'],
    ['pass', 'A', null],
    ['ap', 'A', null],
    ['ib', 'A', null],
    ['clep', 'A', null],
    ['withdrawn', 'A', null],
    ['in-progress', 'B', null],
    ['planned', 'B', null],
  ])("a %s course graded %s counts in SPEC's GPA as %p", (creditType, grade, counted) => {
    expect(countedGrade({ grade, creditType })).toBe(counted);
  });

  it('earns credits when graded, pass, AP, IB or CLEP', () => {
    expect(
      [null, 'graded', 'pass', 'ap', 'ib', 'clep', 'withdrawn', 'withdrawn-failing', 'in-progress', 'planned'].filter(
        earnsCredits,
      ),
    ).toEqual([null, 'graded', 'pass', 'ap', 'ib', 'clep']);
  });
});

describe("a transcript's grade cell", () => {
  it.each([
    ['A-', { grade: 'A-' }],
    [' b+ ', { grade: 'B+' }],
    ['F', { grade: 'F' }],
    ['P', { creditType: 'pass' }],
    ['Pass', { creditType: 'pass' }],
    ['S', { creditType: 'pass' }],
    ['AP', { creditType: 'ap' }],
    ['IB', { creditType: 'ib' }],
    ['CLEP', { creditType: 'clep' }],
    ['W', { creditType: 'withdrawn' }],
    ['Withdrawn', { creditType: 'withdrawn' }],
    ['WF', { creditType: 'withdrawn-failing' }],
    ['Withdrawn failing', { creditType: 'withdrawn-failing' }],
    ['IP', { creditType: 'in-progress' }],
    ['In Progress', { creditType: 'in-progress' }],
    ['in-progress', { creditType: 'in-progress' }],
    ['Planned', { creditType: 'planned' }],
  ])('reads %p', (text, read) => {
    expect(readGrade(text)).toEqual(read);
  });

  it.each(['E', 'A++', 'Excellent', '4.0', ''])('does not read %p', (text) => {
    expect(readGrade(text)).toBeNull();
  });
});
