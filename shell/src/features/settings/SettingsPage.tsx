import { TabPanels } from '@predental/design/Tabs';
import { PageHeader } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { lazy, Suspense, type ReactNode } from 'react';
import { ProfileTab } from './ProfileTab';

// The Account and Your data tabs come when one is opened (issue 41): the page paints the profile without their code.
const laterTabs = () => import('./LaterTabs');
const AccountPanel = lazy(() => laterTabs().then(({ AccountPanel }) => ({ default: AccountPanel })));
const YourDataPanel = lazy(() => laterTabs().then(({ YourDataPanel }) => ({ default: YourDataPanel })));

const later = (panel: ReactNode) => <Suspense fallback={<PageSpinner />}>{panel}</Suspense>;

const TABS = [
  { value: 'profile', label: 'Profile', content: <ProfileTab /> },
  { value: 'account', label: 'Account', content: later(<AccountPanel />) },
  { value: 'your-data', label: 'Your data', content: later(<YourDataPanel />) },
];

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile and account security." />
      <TabPanels label="Settings" tabs={TABS} />
    </>
  );
}
