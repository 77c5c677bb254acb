import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './theme';

/** Radix tabs (arrow keys, Home and End move between tabs): name the list with aria-label. */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.muted};
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
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
 * in the page's first tasks, and sets state there, drawing the panel twice (issue 41). Give it
 * role="tabpanel", the id its trigger's aria-controls names, and aria-labelledby that trigger.
 */
export const TabPanel = styled.div`
  margin-top: 16px;
  ${focusRing}
`;

export interface TabSection {
  /** Part of the tab's and the panel's ids: no spaces. */
  value: string;
  label: string;
  content: ReactNode;
}

/** A page's sections as tabs, the first one open; `label` names the tab list. Only the open panel is drawn. */
export function TabPanels({ label, tabs }: { label: string; tabs: readonly TabSection[] }) {
  const id = useId();
  const [open, setOpen] = useState(tabs[0]?.value);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  return (
    <Tabs value={open} onValueChange={setOpen}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} id={tabId(tab.value)} aria-controls={panelId(tab.value)}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          tabIndex={0}
          hidden={open !== tab.value}
        >
          {open === tab.value && tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
