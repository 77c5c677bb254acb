import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { focusRing } from './theme';

const StyledSelect = styled.select`
  width: 100%;
  height: 40px;
  padding: 0 36px 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 12px center;
  appearance: none;
  font-size: 14px;
  cursor: pointer;
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

export interface SelectProps<Option extends string = string> extends ComponentProps<typeof StyledSelect> {
  /** The options' values, each shown as its optionLabel (its value when there is none). */
  options?: readonly Option[];
  optionLabel?: (option: Option) => string;
  /** A first option with the empty value: 'Select a state', 'All States'. */
  emptyOption?: string;
}

/** Native select: keyboard and screen-reader behaviour for free. */
export function Select<Option extends string>({
  options = [],
  optionLabel = (option) => option,
  emptyOption,
  children,
  ...select
}: SelectProps<Option>) {
  return (
    <StyledSelect {...select}>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
      {children}
    </StyledSelect>
  );
}
