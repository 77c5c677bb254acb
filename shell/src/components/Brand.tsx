import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '@predental/design/theme';
import { IconTile } from './IconTile';

const BrandLink = styled(Link)<{ $inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  font-size: 18px;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ $inverse, theme }) => ($inverse ? '#fff' : theme.colors.foreground)};
  border-radius: ${({ theme }) => theme.radiusSm};
  ${focusRing}
`;

const Mark = styled(IconTile)`
  background: ${({ theme }) => theme.colors.primary};
`;

function ToothIcon({ size = 18, color = '#fff' }: { size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M7 3C4.8 3 3.5 4.8 3.5 7.4c0 2.6 1.3 4.4 2 7.2.5 2.3 1 4.4 2.2 4.4 1.4 0 1.5-3.2 2.3-5.3.3-.9.9-1.3 2-1.3s1.7.4 2 1.3c.8 2.1.9 5.3 2.3 5.3 1.2 0 1.7-2.1 2.2-4.4.7-2.8 2-4.6 2-7.2C20.5 4.8 19.2 3 17 3c-1.9 0-3.1 1.1-5 1.1S8.9 3 7 3z"
        fill={color}
      />
    </svg>
  );
}

/** Product name with its mark; links home. */
export function Brand({ inverse }: { inverse?: boolean }) {
  return (
    <BrandLink to="/" $inverse={inverse}>
      <Mark $size={32}>
        <ToothIcon />
      </Mark>
      PreDental Tracker
    </BrandLink>
  );
}
