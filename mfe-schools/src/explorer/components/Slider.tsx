import * as RadixSlider from '@radix-ui/react-slider';
import { useId } from 'react';
import styled from 'styled-components';
import { Field, Label } from '@predental/design/Input';
import { focusRing } from '@predental/design/theme';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

const Value = styled.span`
  font-size: 14px;
  font-weight: 600;
`;

const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  height: 20px;
  touch-action: none;
  user-select: none;
  cursor: pointer;
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.input};
`;

const Range = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

const Thumb = styled(RadixSlider.Thumb)`
  display: block;
  width: 18px;
  height: 18px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${focusRing}
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

/** A Radix slider with one thumb: arrow keys step, Page Up/Down take ten steps, Home/End the ends. */
export function Slider({ label, value, min, max, step, onValueChange, valueText = String(value) }: SliderProps) {
  const id = useId();
  return (
    <Field>
      <Header>
        <Label as="span" id={id}>
          {label}
        </Label>
        <Value>{valueText}</Value>
      </Header>
      <Root min={min} max={max} step={step} value={[value]} onValueChange={([next = value]) => onValueChange(next)}>
        <Track>
          <Range />
        </Track>
        <Thumb aria-labelledby={id} aria-valuetext={valueText} />
      </Root>
    </Field>
  );
}
