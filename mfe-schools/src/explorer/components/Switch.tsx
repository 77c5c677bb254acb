import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { focusRing } from '@predental/design/theme';

const Track = styled(RadixSwitch.Root)`
  flex: none;
  width: 40px;
  height: 22px;
  border: none;
  border-radius: 999px;
  padding: 3px;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.input};
  transition: background-color 120ms ease;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;

const Knob = styled(RadixSwitch.Thumb)`
  display: block;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: white;
  transition: transform 120ms ease;
  &[data-state='checked'] {
    transform: translateX(18px);
  }
`;

/** A Radix switch (role="switch"): name it with aria-label, or give it an id and a <Label htmlFor>. */
export function Switch(props: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <Track {...props}>
      <Knob />
    </Track>
  );
}
