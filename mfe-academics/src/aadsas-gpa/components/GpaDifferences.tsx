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

/**
 * Why the AADSAS table can differ from the simple GPA, one sentence per rule that applies. The
 * simple GPA leaves out the same credit types and counts a WF as an F, so only these two differ.
 */
const SENTENCES: Record<string, (courses: number) => string> = {
  'missing-details': (n) =>
    `${plural(n, 'course')} without a subject or an academic status ${n === 1 ? 'is' : 'are'} left out: add their AADSAS details.`,
  'quarter-hours': (n) =>
    `${plural(n, 'course')} in quarter hours ${n === 1 ? 'counts' : 'count'} 0.667 semester hours per hour.`,
};

/**
 * Why the simple overall GPA (SPEC's) and AADSAS's overall GPA are not the same, when they are not
 * and a rule says why; the two figures are above the table (GpaComparison).
 */
export function GpaDifferences({ simpleGpa, aadsas }: { simpleGpa: number; aadsas: AadsasGpa }) {
  const overall = overallGpa(aadsas.table);
  const reasons = aadsas.adjustments.filter(({ rule }) => Object.hasOwn(SENTENCES, rule));
  if (reasons.length === 0 || (overall !== null && overall.toFixed(2) === simpleGpa.toFixed(2))) return null;
  return (
    <Differences aria-label="Why the GPAs differ">
      <p>The difference comes from:</p>
      <ul>
        {reasons.map(({ rule, courses }) => (
          <li key={rule}>{SENTENCES[rule]!(courses)}</li>
        ))}
      </ul>
    </Differences>
  );
}
