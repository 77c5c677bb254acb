import { media } from '@predental/design/theme';
import styled from 'styled-components';

/**
 * A school's facts, each name beside its value. On a phone a long name ("DAT Academic Average,
 * 95th percentile") would take the whole width and leave its value a letter per line: each side
 * gets at least half, and names wrap at their spaces.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: auto 1fr;
  }
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-weight: 500;
  }
`;
