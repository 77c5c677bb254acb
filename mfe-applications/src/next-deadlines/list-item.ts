import styled from 'styled-components';

/** A line of the widget: what it is on the left, its date on the right, wrapping on a phone. */
export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
`;
