import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './theme';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  cursor: pointer;
`;

const Box = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.mutedForeground};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primaryForeground};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
`;

export interface CheckboxProps extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'checked' | 'onCheckedChange'> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A Radix checkbox inside its label, so the label names it and a click on the text toggles it. */
export function Checkbox({ label, onCheckedChange, ...rest }: CheckboxProps) {
  return (
    <Row>
      <Box {...rest} onCheckedChange={(state) => onCheckedChange(state === true)}>
        <RadixCheckbox.Indicator>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </RadixCheckbox.Indicator>
      </Box>
      {label}
    </Row>
  );
}
