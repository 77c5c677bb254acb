import { Tabs, TabsContent, TabsList, TabsTrigger } from '@predental/design/Tabs';
import { PageHeader } from '@predental/design/Page';
import { AccountTab } from './AccountTab';
import { ProfileTab } from './ProfileTab';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile and account security." />
      <Tabs defaultValue="profile">
        <TabsList aria-label="Settings">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
