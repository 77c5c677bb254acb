import { useId } from 'react';
import styled from 'styled-components';
import { Field, Label } from './Input';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

const Value = styled.output`
  font-size: 14px;
  font-weight: 600;
`;

const Range = styled.input`
  width: 100%;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.ring}; outline-offset: 2px; }
`;

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** How the current value reads next to the label, e.g. '$100,000' or 'Any'. */
  valueText?: string;
}

/** A native range input: keyboard and screen-reader behaviour for free. */
export function Slider({ label, value, min, max, step, onValueChange, valueText = String(value) }: SliderProps) {
  const id = useId();
  return (
    <Field>
      <Header>
        <Label htmlFor={id}>{label}</Label>
        <Value htmlFor={id}>{valueText}</Value>
      </Header>
      <Range
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onValueChange(Number(event.target.value))}
      />
    </Field>
  );
}
