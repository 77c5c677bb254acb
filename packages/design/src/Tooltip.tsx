import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** SPEC §9: a tooltip opens after the pointer has rested on its control for 700 ms. */
const TOOLTIP_DELAY_MS = 700;
/** Space between the control and its tooltip, and the least between the tooltip and the window's edge. */
const OFFSET = 6;
const EDGE = 8;

const Content = styled.div`
  position: fixed;
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

/** Above the control, centred on it; below when there is no room above; kept inside the window. */
function placeBeside(control: Element, tooltip: HTMLElement): CSSProperties {
  const around = control.getBoundingClientRect();
  const { width, height } = tooltip.getBoundingClientRect();
  const above = around.top - OFFSET - height;
  const top = above >= EDGE ? above : around.bottom + OFFSET;
  const left = Math.min(Math.max(around.left + around.width / 2 - width / 2, EDGE), window.innerWidth - width - EDGE);
  return { top, left };
}

type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/** The child's own handler, then ours: the tooltip listens without taking the control's events away. */
function both<E extends SyntheticEvent>(own: unknown, ours: (event: E) => void) {
  return (event: E) => {
    if (typeof own === 'function') (own as (event: E) => void)(event);
    ours(event);
  };
}

/** Closes the tooltip on Escape (before a dialog around it hears it) and when a scroll moves its control. */
function useDismiss(open: boolean, control: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // One Escape closes the tooltip only, as the topmost layer: the dialog under it stays.
      event.stopPropagation();
      close();
    };
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && control.current && event.target.contains(control.current)) close();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open, control, close]);
}

export interface TooltipProps {
  /** The tooltip text, and the control's accessible name: screen readers and the tooltip say the same. */
  label: string;
  /** One control that forwards its ref and props to a DOM element (Button, a styled button). */
  children: ReactElement<ChildProps>;
}

/**
 * Names a control whose face does not say everything (an icon, or 'Edit' in a row):
 * `<Tooltip label="Edit Biology 101"><Button>Edit</Button></Tooltip>`.
 * Drawn here rather than with Radix's tooltip: that one brought a positioning library that every
 * remote bundled, and that a page with two remotes fetched twice (issue 41).
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({ visibility: 'hidden' });
  const control = useRef<HTMLElement | null>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerIn = useRef(false);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  useDismiss(open, control, close);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (open && control.current && tooltip.current) setPlace(placeBeside(control.current, tooltip.current));
  }, [open, label]);

  const own = children.props;
  const setControl = (element: HTMLElement | null) => {
    control.current = element;
    const ref = own.ref;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // Keyboard focus opens the tooltip, but only once the page has scrolled the control into view
  // (a scroll closes it). Focus a script gives back after a mouse click (a dialog closing) opens nothing.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const element = event.currentTarget;
    if (element.matches(':focus-visible')) afterScroll(() => document.activeElement === element && setOpen(true));
  };
  const trigger = cloneElement(children, {
    ref: setControl,
    'aria-label': label,
    'aria-describedby': open ? id : undefined,
    // The delay starts at the pointer's first move over the control, as Radix's did: the control
    // arriving under a resting pointer (a scroll, a redraw) opens nothing.
    onPointerMove: both(own.onPointerMove, (event: PointerEvent) => {
      if (event.pointerType === 'touch' || pointerIn.current) return;
      pointerIn.current = true;
      timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
    }),
    onPointerLeave: both(own.onPointerLeave, () => {
      pointerIn.current = false;
      close();
    }),
    onPointerDown: both(own.onPointerDown, close),
    onFocus: both(own.onFocus, onFocus),
    onBlur: both(own.onBlur, close),
  });
  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <Content ref={tooltip} id={id} role="tooltip" style={place}>
            {label}
          </Content>,
          document.body,
        )}
    </>
  );
}
