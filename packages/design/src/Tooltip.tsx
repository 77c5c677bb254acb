import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useState, type FocusEvent, type ReactElement } from 'react';
import styled from 'styled-components';

/** SPEC §9: a tooltip opens after the pointer has rested on its control for 700 ms. */
const TOOLTIP_DELAY_MS = 700;

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

/** Two frames: the scroll that focusing an off-screen control causes has fired by then. */
const afterScroll = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

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
  const [open, setOpen] = useState(false);
  // Keyboard focus opens the tooltip, but only once the page has scrolled the control into view:
  // Radix closes a tooltip whose page scrolls, so opening at once lost it for a control off-screen.
  // Focus a script gives back after a mouse click (a dialog closing) opens nothing.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    event.preventDefault();
    const control = event.currentTarget;
    if (control.matches(':focus-visible')) afterScroll(() => document.activeElement === control && setOpen(true));
  };
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={0} disableHoverableContent>
      <RadixTooltip.Root open={open} onOpenChange={setOpen}>
        <RadixTooltip.Trigger asChild aria-label={label} onFocus={onFocus}>
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
