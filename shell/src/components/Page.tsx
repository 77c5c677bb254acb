import styled from 'styled-components';

/** Heading block at the top of a signed-in screen. */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
`;

export const PageTitle = styled.h1`
  font-size: 28px;
  font-weight: 700;
`;

export const PageSubtitle = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;
