import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './Button';

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
