import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@predental/identity-contract/password';
import { SectionCard } from '@predental/design/Card';
import { FormTextField, SubmitButton } from '../../components/FormFields';
import { requestWithToasts } from '../../lib/request-with-toasts';
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

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordForm) =>
    requestWithToasts(
      () => changePassword({ currentPassword, newPassword }),
      {
        done: { title: 'Password Changed', description: 'Your password has been successfully updated.' },
        failedTitle: 'Password Change Failed',
        fallback: 'Something went wrong changing your password.',
      },
      () => {
        form.reset();
        // A password change may end sessions server-side; re-read who we are.
        return refresh();
      },
    );

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
