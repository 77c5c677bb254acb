import styled from 'styled-components';

/** A rounded square with an icon in its middle: the brand mark, a feature's icon. */
export const IconTile = styled.span<{ $size: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius};
`;
