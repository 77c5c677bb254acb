import styled from 'styled-components';
import { focusRing } from './theme';

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border: none;
  border-radius: 999px;
  padding: 0;
  cursor: pointer;
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.input)};
  transition: background-color 120ms ease;
  ${focusRing}
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '21px' : '3px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: white;
    transition: left 120ms ease;
  }
`;

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name; or pass id and label it with <Label htmlFor>. */
  label?: string;
  id?: string;
  disabled?: boolean;
}

export function Switch({ checked, onCheckedChange, label, id, disabled }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      $on={checked}
      onClick={() => onCheckedChange(!checked)}
    />
  );
}
