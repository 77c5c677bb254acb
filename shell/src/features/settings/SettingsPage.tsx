import { TabPanels } from '@predental/design/Tabs';
import { PageHeader } from '@predental/design/Page';
import { AccountTab } from './AccountTab';
import { DeleteAccount } from './DeleteAccount';
import { ProfileTab } from './ProfileTab';

const TABS = [
  { value: 'profile', label: 'Profile', content: <ProfileTab /> },
  { value: 'account', label: 'Account', content: [<AccountTab key="password" />, <DeleteAccount key="delete" />] },
];

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile and account security." />
      <TabPanels label="Settings" tabs={TABS} />
    </>
  );
}
