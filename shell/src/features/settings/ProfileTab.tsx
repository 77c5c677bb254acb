import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { profileSchema, type ProfileForm, type ProfileUpdate } from '@predental/contracts/user';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { toast } from '@predental/design/Toast';
import { TextField } from '@predental/design/FormField';
import { messageOf } from '../../lib/api';
import { useCurrentUser, useSession } from '../session/SessionProvider';
import { PhotoPicker } from './PhotoPicker';
import { saveProfilePhoto, useProfilePhoto } from './profile-photo';
import { updateProfile } from './settings-api';

export const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 520px;
`;

export function ProfileTab() {
  const user = useCurrentUser();
  const { refresh } = useSession();
  const photo = useProfilePhoto(user.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: user.username, email: user.email },
  });

  const onSubmit = async (values: ProfileForm) => {
    const changes: ProfileUpdate = {};
    if (values.username !== user.username) changes.username = values.username;
    if (values.email !== user.email) changes.email = values.email;
    // The photo is saved when chosen (SPEC §3), so only the username and email count here.
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No changes detected', description: "You haven't made any changes to your profile.", variant: 'info' });
      return;
    }
    try {
      await updateProfile(user.id, changes);
      toast({ title: 'Profile Updated', description: 'Your profile has been successfully updated.' });
      await refresh();
    } catch (error) {
      toast({ title: 'Update Failed', description: messageOf(error, 'Something went wrong updating your profile.'), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Update your photo, username and email.</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsForm onSubmit={handleSubmit(onSubmit)} noValidate>
          <PhotoPicker photo={photo} username={user.username} onChange={(chosen) => saveProfilePhoto(user.id, chosen)} />
          <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Save Changes
            </Button>
          </div>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
