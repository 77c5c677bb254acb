import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './theme';

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be used inside <Tabs>');
  return state;
}

const idFor = (baseId: string, kind: 'tab' | 'panel', value: string) => `${baseId}-${kind}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps {
  /** Controlled value; omit to let Tabs keep its own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ value, defaultValue = '', onValueChange, children, className }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const List = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.muted};
`;

/** Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects. */
export function TabsList({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const tabs = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    next?.focus();
    next?.click();
  };
  return (
    <List ref={ref} role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {children}
    </List>
  );
}

const Trigger = styled.button<{ $active: boolean }>`
  border: none;
  border-radius: ${({ theme }) => theme.radiusSm};
  padding: 6px 14px;
  font-size: 14px;
  font-weight: 500;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.background : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.foreground : theme.colors.mutedForeground)};
  box-shadow: ${({ $active, theme }) => ($active ? theme.shadow.sm : 'none')};
  ${focusRing}
`;

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <Trigger
      type="button"
      role="tab"
      id={idFor(tabs.baseId, 'tab', value)}
      aria-selected={active}
      aria-controls={idFor(tabs.baseId, 'panel', value)}
      tabIndex={active ? 0 : -1}
      $active={active}
      onClick={() => tabs.select(value)}
    >
      {children}
    </Trigger>
  );
}

const Panel = styled.div`
  margin-top: 16px;
  ${focusRing}
`;

export function TabsContent({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <Panel role="tabpanel" id={idFor(tabs.baseId, 'panel', value)} aria-labelledby={idFor(tabs.baseId, 'tab', value)} tabIndex={0}>
      {children}
    </Panel>
  );
}
