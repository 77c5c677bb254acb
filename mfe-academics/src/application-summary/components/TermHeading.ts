import styled from 'styled-components';

/** A term's heading in Courses by Term; kept with its courses when printed. */
export const TermHeading = styled.h4`
  margin: 16px 0 4px;
  font-size: 14px;
  font-weight: 600;
  break-after: avoid;
`;
