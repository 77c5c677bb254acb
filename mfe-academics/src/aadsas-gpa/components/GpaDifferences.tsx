import styled from 'styled-components';
import { overallGpa, type AadsasGpa } from '../api/aadsas-gpa';

const Differences = styled.section`
  display: grid;
  gap: 6px;
  font-size: 14px;
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Why the AADSAS table can differ from the simple GPA, one sentence per rule that applies. */
const SENTENCES: Record<string, (courses: number) => string> = {
  'missing-details': (n) =>
    `${plural(n, 'course')} without a subject or an academic status ${n === 1 ? 'is' : 'are'} left out: add their AADSAS details.`,
  'not-graded': (n) =>
    `${plural(n, 'course')} of pass, AP, IB or CLEP credit ${n === 1 ? 'is' : 'are'} left out; the simple GPA counts ${n === 1 ? 'it' : 'them'} at ${n === 1 ? 'its' : 'their'} grade.`,
  withdrawn: (n) => `${plural(n, 'withdrawal')} (W) ${n === 1 ? 'is' : 'are'} left out.`,
  'withdrawn-failing': (n) => `${plural(n, 'withdrawal')} failing (WF) ${n === 1 ? 'counts' : 'count'} as an F.`,
  'quarter-hours': (n) =>
    `${plural(n, 'course')} in quarter hours ${n === 1 ? 'counts' : 'count'} 0.667 semester hours per hour.`,
  'not-taken-yet': (n) =>
    `${plural(n, 'planned or in-progress course')} ${n === 1 ? 'counts' : 'count'} only in the projected table.`,
};

/** Shown when the simple overall GPA (SPEC's) and AADSAS's overall GPA are not the same. */
export function GpaDifferences({ simpleGpa, aadsas }: { simpleGpa: number; aadsas: AadsasGpa }) {
  const overall = overallGpa(aadsas.table);
  if (overall !== null && overall.toFixed(2) === simpleGpa.toFixed(2)) return null;
  return (
    <Differences aria-label="Why the GPAs differ">
      <p>
        Your simple overall GPA is {simpleGpa.toFixed(2)}; AADSAS&apos;s overall GPA is{' '}
        {overall === null ? 'not computed yet' : overall.toFixed(2)}.
        {aadsas.adjustments.length > 0 && ' The difference comes from:'}
      </p>
      {aadsas.adjustments.length > 0 && (
        <ul>
          {aadsas.adjustments.map(({ rule, courses }) => (
            <li key={rule}>{SENTENCES[rule]?.(courses) ?? rule}</li>
          ))}
        </ul>
      )}
    </Differences>
  );
}
