import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from './theme';

/** SPEC §4/§9: one toast at a time, auto-dismissed after 5 s, removed 1,000,000 ms later. */
const TOAST_LIMIT = 1;
const TOAST_AUTO_DISMISS_MS = 5_000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastVariant = 'default' | 'destructive' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function dismissToast(id: number) {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Show a toast; returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  const item: ToastItem = { variant: 'default', ...options, id, open: true };
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const slideIn = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 100;
  right: 16px;
  bottom: 16px;
  left: 16px;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
`;

const variantStyles = {
  default: css`
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    border-color: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveForeground};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    border-color: ${({ theme }) => theme.colors.info};
  `,
};

const Item = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  width: 100%;
  max-width: 380px;
  padding: 14px 40px 14px 16px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;
  ${({ $variant }) => variantStyles[$variant]}
  ${focusRing}
`;

const Title = styled.div`
  font-weight: 600;
  font-size: 14px;
`;

const Description = styled.div`
  margin-top: 2px;
  font-size: 14px;
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 24px;
  height: 24px;
  border: none;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.7;
  &:hover {
    opacity: 1;
  }
  ${focusRing}
`;

// The list is a polite live region that announces each toast. Radix would also copy the text
// into a hidden announcer for a second, so the page would hold it twice: the text opts out.
const NOT_COPIED = { 'data-radix-toast-announce-exclude': '' };

/** Renders the open toast (Radix: F8 focuses it, hovering pauses the 5 s); mount once per app. */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <RadixToast.Provider duration={TOAST_AUTO_DISMISS_MS}>
      {items.map((t) => (
        <Item
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          $variant={t.variant ?? 'default'}
          data-variant={t.variant}
        >
          <Title {...NOT_COPIED}>{t.title}</Title>
          {t.description && <Description {...NOT_COPIED}>{t.description}</Description>}
          <Close aria-label="Dismiss notification">×</Close>
        </Item>
      ))}
      <Viewport aria-live="polite" />
    </RadixToast.Provider>
  );
}
