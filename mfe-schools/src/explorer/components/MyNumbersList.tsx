import type { OtherScaleDat } from '../school-figures';
import { isReported } from '../school-filters';
import { Badge, type BadgeVariant } from '@predental/design/Badge';
import styled from 'styled-components';
import type { Standing } from '@predental/academics-contract/my-numbers';
import {
  comparisonSentence,
  gpaBasisSentence,
  MEASURES,
  STANDING_LABELS,
  yourGpa,
  type MyNumbers,
} from './my-numbers-text';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;

const Figures = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;

const Sentence = styled.p`
  margin-top: 2px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const STANDING_BADGES: Record<Standing, BadgeVariant> = { ABOVE: 'default', NEAR: 'secondary', BELOW: 'outline' };

/**
 * The student's overall GPA, science GPA and latest DAT Academic Average beside one school's
 * averages; `otherScaleDat` is the school's DAT average on the other scale than the student's latest attempt.
 */
export function MyNumbersList({
  myNumbers,
  otherScaleDat,
  explainGpaBasis = false,
}: {
  myNumbers: MyNumbers;
  otherScaleDat?: OtherScaleDat;
  /** The details say why this GPA; a card only names it. */
  explainGpaBasis?: boolean;
}) {
  return (
    <>
      <Sentence>
        {explainGpaBasis ? gpaBasisSentence(myNumbers.gpaBasis) : `${yourGpa(myNumbers.gpaBasis)} is compared.`}
      </Sentence>
      <List>
        {MEASURES.map((measure) => {
          const comparison = myNumbers[measure.field];
          // A DAT compared on the old scale says so beside both numbers.
          const scaleNote = 'scale' in comparison && comparison.scale === '1-30' ? ' (1-30)' : '';
          const mine = comparison.mine === null ? 'N/A' : `${measure.format(comparison.mine)}${scaleNote}`;
          const onOtherScale =
            measure.field === 'datAcademicAverage' && !isReported(comparison.school) ? otherScaleDat : undefined;
          const school = isReported(comparison.school)
            ? `${measure.format(comparison.school)}${scaleNote}`
            : onOtherScale
              ? `${onOtherScale.value} (${onOtherScale.scale})`
              : 'N/A';
          return (
            <li key={measure.field}>
              <Line>
                <strong>{measure.label}</strong>
                {comparison.standing && isReported(comparison.school) && (
                  <Badge variant={STANDING_BADGES[comparison.standing]}>{STANDING_LABELS[comparison.standing]}</Badge>
                )}
                <Figures>
                  You {mine} · School {school}
                </Figures>
              </Line>
              <Sentence>
                {onOtherScale
                  ? `This school published its DAT average on the ${onOtherScale.scale} scale, which is not compared with ${onOtherScale.scale === '1-30' ? '200-600' : '1-30'} scores`
                  : comparisonSentence(measure, comparison)}
              </Sentence>
            </li>
          );
        })}
      </List>
    </>
  );
}
