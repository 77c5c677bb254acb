import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@predental/contracts/password';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { toast } from '@predental/design/Toast';
import { TextField } from '@predental/design/FormField';
import { messageOf } from '../../lib/api';
import { useSession } from '../session/SessionProvider';
import { SettingsForm } from './ProfileTab';
import { changePassword } from './settings-api';

export function AccountTab() {
  const { refresh } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      await changePassword({ currentPassword, newPassword });
      toast({ title: 'Password Changed', description: 'Your password has been successfully updated.' });
      reset();
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
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Choose a strong password you don&apos;t use elsewhere.</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsForm onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint="Password must be at least 8 characters and include uppercase, lowercase, number and special character."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Change Password
            </Button>
          </div>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
