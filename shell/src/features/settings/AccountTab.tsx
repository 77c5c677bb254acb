import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@predental/identity-contract/password';
import { SectionCard } from '@predental/design/Card';
import { toast } from '@predental/design/Toast';
import { FormTextField, SubmitButton } from '../../components/FormFields';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../session';
import { SettingsForm } from './ProfileTab';
import { changePassword } from './settings-api';

const PASSWORD_RULES =
  'Password must be at least 8 characters and include uppercase, lowercase, number and special character.';

export function AccountTab() {
  const { refresh } = useSession();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      await changePassword({ currentPassword, newPassword });
      toast({ title: 'Password Changed', description: 'Your password has been successfully updated.' });
      form.reset();
      // A password change may end sessions server-side; re-read who we are.
      await refresh();
    } catch (error) {
      toast({
        title: 'Password Change Failed',
        description: messageOf(error, 'Something went wrong changing your password.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <SectionCard title="Change Password" description="Choose a strong password you don't use elsewhere.">
      <SettingsForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FormTextField
          form={form}
          name="currentPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          form={form}
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULES}
        />
        <FormTextField
          form={form}
          name="confirmPassword"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton form={form}>Change Password</SubmitButton>
      </SettingsForm>
    </SectionCard>
  );
}
