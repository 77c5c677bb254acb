import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  cursor: pointer;
`;

const Box = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.ring}; outline-offset: 2px; }
`;

/** A native checkbox wrapped in its label, so the label names it. */
export function Checkbox({ label, ...rest }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <Row>
      <Box type="checkbox" {...rest} />
      {label}
    </Row>
  );
}
