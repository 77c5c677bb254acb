import * as RadixTabs from '@radix-ui/react-tabs';
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
