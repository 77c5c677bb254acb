import { Button } from '@predental/design/Button';
import styled from 'styled-components';
import { MAX_COMPARED } from '../use-explorer-url';

const Bar = styled.div`
  position: sticky;
  bottom: 16px;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: 14px;
`;

const Count = styled.p`
  font-weight: 600;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;
`;

interface CompareBarProps {
  count: number;
  /** The id of the limit hint, which the refused checkboxes point to. */
  limitId: string;
  onCompare: () => void;
  onClear: () => void;
}

/** Shown while schools are selected: how many, and the way to the side-by-side table. */
export function CompareBar({ count, limitId, onCompare, onClear }: CompareBarProps) {
  return (
    <Bar role="region" aria-label="Schools to compare">
      <Count aria-live="polite">
        {count} {count === 1 ? 'school' : 'schools'} selected to compare
      </Count>
      {count >= MAX_COMPARED && <Hint id={limitId}>You can compare up to {MAX_COMPARED} schools</Hint>}
      <Actions>
        <Button size="sm" onClick={onCompare}>
          Compare
        </Button>
        <Button size="sm" variant="outline" onClick={onClear}>
          Clear
        </Button>
      </Actions>
    </Bar>
  );
}
