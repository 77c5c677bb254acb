import { deadlineLines } from './deadline-lines';

const deadline = { applicationId: 'a1', schoolName: 'Oregon Health & Science University', rule: 'Interview date' };

describe('deadlineLines', () => {
  it("names what is due in words, writes the date out, keeps whether it is overdue and an answer-by date's rule", () => {
    const lines = deadlineLines([
      { ...deadline, kind: 'answer-by', date: '2027-02-09', rule: '30 days for an offer', overdue: false },
      { ...deadline, kind: 'secondary-due', date: '2026-11-01', overdue: true },
      { ...deadline, kind: 'interview', date: '2027-01-05', overdue: false },
    ]);
    expect(lines.map(({ what, date, overdue }) => [what, date, overdue])).toEqual([
      ['Answer offer', 'Feb 9, 2027', false],
      ['Secondary due', 'Nov 1, 2026', true],
      ['Interview', 'Jan 5, 2027', false],
    ]);
    expect(lines.map((line) => line.rule)).toEqual(['30 days for an offer', null, null]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(3);
  });
});
