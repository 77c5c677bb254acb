import { charactersOver, type StatementCounts as Counts } from '@predental/applications-contract/statement-counts';
import { formatAmount } from '@predental/design/numbers';
import { Tooltip } from '@predental/design/Tooltip';
import styled from 'styled-components';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  margin: 8px 0 0;
  font-size: 14px;
`;

const Over = styled.strong`
  color: ${({ theme }) => theme.colors.destructive};
`;

const Info = styled.button`
  width: 22px;
  height: 22px;
  margin-left: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: transparent;
  font-size: 12px;
  line-height: 1;
  cursor: help;
`;

export const HOW_CHARACTERS_COUNT =
  'Counted as AADSAS counts them: every character you see, spaces and line breaks included. An emoji or an accented letter counts once, even when it is typed as two or more code points.';

const plural = (count: number, one: string) => `${formatAmount(count)} ${one}${count === 1 ? '' : 's'}`;

/** The live counts under the editor: characters (and how they are counted), words, and how far under or over. */
export function StatementCounts({ counts, limit }: { counts: Counts; limit: number }) {
  return (
    <Line role="group" aria-label="Counts">
      <span>
        {plural(counts.characters, 'character')} of {formatAmount(limit)}
        <Tooltip label={HOW_CHARACTERS_COUNT}>
          <Info type="button">?</Info>
        </Tooltip>
      </span>
      <span>{plural(counts.words, 'word')}</span>
      {counts.overBy > 0 ? (
        <Over>{charactersOver(counts.overBy)}</Over>
      ) : (
        <span>{plural(limit - counts.characters, 'character')} left</span>
      )}
    </Line>
  );
}
