import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './theme';

const fieldBase = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  padding: 8px 12px;
  font-size: 14px;
  transition: border-color 120ms ease;
  ${focusRing}
  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.ring};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export const Input = styled.input`
  ${fieldBase}
  height: 40px;
  &[type='file'] {
    height: auto;
    padding: 6px;
  }
`;

export const Textarea = styled.textarea`
  ${fieldBase}
  min-height: 88px;
  resize: vertical;
`;

export const Label = styled.label`
  display: block;
  font-size: 14px;
  font-weight: 500;
`;

export const FieldHint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const ErrorText = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.destructive};
`;

/** A field's validation message; give it the id the input's aria-describedby points at. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  );
}

/** Vertical stack for label, control, hint and error. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
