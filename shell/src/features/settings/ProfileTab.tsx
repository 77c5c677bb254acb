import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { profileSchema, type ProfileForm, type ProfileUpdate } from '@predental/identity-contract/profile';
import { SectionCard } from '@predental/design/Card';
import { toast } from '../../lib/toast';
import { FormTextField, SubmitButton } from '../../components/FormFields';
import { requestWithToasts } from '../../lib/request-with-toasts';
import { useCurrentUser, useSession } from '../session';
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
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { username: user.username, email: user.email },
  });

  const onSubmit = async (values: ProfileForm) => {
    const changes: ProfileUpdate = {};
    if (values.username !== user.username) changes.username = values.username;
    if (values.email !== user.email) changes.email = values.email;
    // The photo is saved when chosen (SPEC §3), so only the username and email count here.
    if (Object.keys(changes).length === 0) {
      toast({
        title: 'No changes detected',
        description: "You haven't made any changes to your profile.",
        variant: 'info',
      });
      return;
    }
    await requestWithToasts(
      () => updateProfile(user.id, changes),
      {
        done: { title: 'Profile Updated', description: 'Your profile has been successfully updated.' },
        failedTitle: 'Update Failed',
        fallback: 'Something went wrong updating your profile.',
      },
      refresh,
    );
  };

  return (
    <SectionCard title="Profile" description="Update your photo, username and email.">
      <SettingsForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <PhotoPicker photo={photo} username={user.username} onChange={(chosen) => saveProfilePhoto(user.id, chosen)} />
        <FormTextField form={form} name="username" label="Username" autoComplete="username" />
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <SubmitButton form={form}>Save Changes</SubmitButton>
      </SettingsForm>
    </SectionCard>
  );
}
