import styled from 'styled-components';

const Disclosure = styled.details`
  font-size: 14px;
  summary {
    cursor: pointer;
    font-weight: 500;
  }
  ul {
    margin: 8px 0 0;
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
`;

/** One line per rule ADEA AADSAS applies (Liaison, "Calculating Your GPAs"), shown on demand. */
const AADSAS_RULES = [
  [
    'Quality points',
    'Each grade counts as its numeric value times the hours attempted: A and A+ are 4.0, A- 3.7, B+ 3.3, and so on down to F at 0.',
  ],
  ['Semester hours', 'Every GPA is in semester hours: a quarter hour counts as 0.667 of one.'],
  ['Non-graded credit', 'Pass, satisfactory, AP, IB and CLEP credit are left out of every GPA.'],
  ['Withdrawals', 'A withdrawal (W) is left out; a withdrawal failing (WF) counts as an F.'],
  ['Repeated courses', 'Every attempt of a repeated course counts, even where your school replaces the grade.'],
  [
    'Categories',
    'BCP is biology, chemistry and physics; science adds mathematics and other sciences; everything else is non-science.',
  ],
  [
    'Academic status',
    'Each course counts in the row of your status that term; graduate work is in Overall but not in Cumulative Undergraduate.',
  ],
  [
    'Courses not taken yet',
    'Planned and in-progress courses count only in the projected table, at the grade you expect.',
  ],
] as const;

export function AadsasRules() {
  return (
    <Disclosure>
      <summary>How AADSAS computes these</summary>
      <ul>
        {AADSAS_RULES.map(([rule, line]) => (
          <li key={rule}>
            <strong>{rule}:</strong> {line}
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
