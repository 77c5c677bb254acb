import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './theme';

const TabsList = styled(RadixTabs.List)`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.muted};
`;

/** The tabs share the list's width equally. */
const StretchedTabsList = styled(TabsList)`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
`;

const TabsTrigger = styled(RadixTabs.Trigger)`
  border: none;
  border-radius: ${({ theme }) => theme.radiusSm};
  padding: 6px 14px;
  font-size: 14px;
  font-weight: 500;
  cursor: pointer;
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  ${focusRing}
`;

/**
 * A tab's panel, in place of Radix's TabsContent: its Presence (there for exit animations, which
 * ours have none of) reads the panel's computed style as it mounts, forcing a style recalculation
 * in the page's first tasks, and sets state there, drawing the panel twice (issue 41).
 */
const TabPanel = styled.div`
  margin-top: 16px;
  ${focusRing}
`;

interface TabSection {
  /** Part of the tab's and the panel's ids: no spaces. */
  value: string;
  label: string;
  content: ReactNode;
}

interface TabPanelsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabSection[];
  /** The open tab, for a page that also opens one itself (sign-in's "Sign up"); else the first, then the one chosen. */
  open?: string;
  onOpenChange?: (value: string) => void;
  stretch?: boolean;
}

/**
 * A page's sections as Radix tabs (arrow keys, Home and End move between them). Only the open
 * panel is drawn.
 */
export function TabPanels({ label, tabs, open, onOpenChange, stretch = false }: TabPanelsProps) {
  const id = useId();
  const [chosen, setChosen] = useState(tabs[0]?.value);
  const shown = open ?? chosen;
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  const List = stretch ? StretchedTabsList : TabsList;
  return (
    <RadixTabs.Root value={shown} onValueChange={onOpenChange ?? setChosen}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} id={tabId(tab.value)} aria-controls={panelId(tab.value)}>
            {tab.label}
          </TabsTrigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          tabIndex={0}
          hidden={shown !== tab.value}
        >
          {shown === tab.value && tab.content}
        </TabPanel>
      ))}
    </RadixTabs.Root>
  );
}
