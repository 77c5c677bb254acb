import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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

export const TabsContent = styled(RadixTabs.Content)`
  margin-top: 16px;
  ${focusRing}
`;

export interface TabPanel {
  /** Radix builds the tab's and the panel's ids from it. */
  value: string;
  label: string;
  content: ReactNode;
}

/** A page's sections as tabs, the first one open; `label` names the tab list. */
export function TabPanels({ label, tabs }: { label: string; tabs: readonly TabPanel[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
