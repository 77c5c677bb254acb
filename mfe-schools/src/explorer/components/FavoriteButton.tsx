import { Button } from '@predental/design/Button';
import { Tooltip } from '@predental/design/Tooltip';
import styled from 'styled-components';

const Heart = styled.svg<{ $filled: boolean }>`
  width: 20px;
  height: 20px;
  fill: ${({ $filled, theme }) => ($filled ? theme.colors.destructive : 'none')};
  stroke: ${({ $filled, theme }) => ($filled ? theme.colors.destructive : 'currentColor')};
`;

export function FavoriteButton({
  name,
  isFavorite,
  onToggle,
}: {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
}) {
  return (
    <Tooltip label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}>
      <Button variant="ghost" size="icon" aria-pressed={isFavorite} onClick={onToggle}>
        <Heart $filled={isFavorite} viewBox="0 0 24 24" strokeWidth="2" aria-hidden="true">
          <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
        </Heart>
      </Button>
    </Tooltip>
  );
}
