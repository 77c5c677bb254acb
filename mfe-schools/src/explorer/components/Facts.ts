import styled from 'styled-components';

/** A school's facts, each name beside its value. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
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
