import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { FocusEvent, ReactElement } from 'react';
import styled from 'styled-components';

/** SPEC §9: a tooltip opens after the pointer has rested on its control for 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

const Content = styled(RadixTooltip.Content)`
  /* Above dialogs (z-index 50), whose close button has a tooltip too. */
  z-index: 60;
  max-width: 260px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radiusSm};
  background: ${({ theme }) => theme.colors.foreground};
  color: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: 12px;
  font-weight: 500;
  line-height: 1.4;
  /* A label only: it never takes a click meant for what lies under it. */
  pointer-events: none;
`;

// Keyboard focus opens the tooltip at once; focus a script gives back after a mouse click
// (a dialog closing) does not, or the tooltip would pop up where nobody looks.
function onlyKeyboardFocus(event: FocusEvent<HTMLElement>) {
  if (!event.currentTarget.matches(':focus-visible')) event.preventDefault();
}

export interface TooltipProps {
  /** The tooltip text, and the control's accessible name: screen readers and the tooltip say the same. */
  label: string;
  /** One control that forwards its ref and props to a DOM element (Button, a styled button). */
  children: ReactElement;
}

/**
 * Names a control whose face does not say everything (an icon, or 'Edit' in a row):
 * `<Tooltip label="Edit Biology 101"><Button>Edit</Button></Tooltip>`.
 * Each tooltip brings its own provider: the remotes bundle their own copy of Radix, so a
 * provider in the shell would not reach them, and a remote can render standalone.
 */
export function Tooltip({ label, children }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={0} disableHoverableContent>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild aria-label={label} onFocus={onlyKeyboardFocus}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side="top" sideOffset={6} collisionPadding={8}>
            {label}
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
