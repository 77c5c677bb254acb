import styled from 'styled-components';

/** A part of the academics section (GPA, courses, DAT); kept with what follows when printed. */
export const Subheading = styled.h3`
  margin: 24px 0 8px;
  font-size: 15px;
  font-weight: 600;
  break-after: avoid;
  &:first-child {
    margin-top: 0;
  }
`;

export const TermHeading = styled.h4`
  margin: 16px 0 4px;
  font-size: 14px;
  font-weight: 600;
  break-after: avoid;
`;
