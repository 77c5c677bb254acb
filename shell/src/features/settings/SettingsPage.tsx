import { TabPanels } from '@predental/design/Tabs';
import { PageHeader } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { WithApollo } from '../../lib/data-client';
import { AccountTab } from './AccountTab';
import { DeleteAccount } from './DeleteAccount';
import { ProfileTab } from './ProfileTab';
import { YourDataTab } from './YourDataTab';

const TABS = [
  { value: 'profile', label: 'Profile', content: <ProfileTab /> },
  { value: 'account', label: 'Account', content: [<AccountTab key="password" />, <DeleteAccount key="delete" />] },
  { value: 'your-data', label: 'Your data', content: <YourDataTab /> },
];

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile and account security." />
      <WithApollo fallback={<PageSpinner />}>
        <TabPanels label="Settings" tabs={TABS} />
      </WithApollo>
    </>
  );
}
