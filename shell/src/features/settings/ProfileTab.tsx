import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import type { ProfileForm, ProfileUpdate } from '@predental/identity-contract/profile';
import { SectionCard } from '@predental/design/Card';
import { toast } from '../../lib/toast';
import { FormTextField, SubmitButton } from '../../components/FormFields';
import { failureToast, requestWithToasts } from '../../lib/request-with-toasts';
import { useCurrentUser, useSession } from '../session';
import { PhotoPicker } from './PhotoPicker';
import { saveProfilePhoto, useProfilePhoto } from './profile-photo';
import { updateProfile } from './settings-api';

// The schema, and zod, load as the student starts editing: the profile shows without them (issue 41).
const profileSchema = formSchema(() =>
  import('@predental/identity-contract/profile').then((profile) => profile.profileSchema),
);

const UPDATE_FAILED = { failedTitle: 'Update Failed', fallback: 'Something went wrong updating your profile.' };

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
    resolver: resolverOf(profileSchema),
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
        ...UPDATE_FAILED,
      },
      refresh,
    );
  };

  return (
    <SectionCard title="Profile" description="Update your photo, username and email.">
      <SettingsForm
        onSubmit={submitting(form.handleSubmit(onSubmit), failureToast(UPDATE_FAILED))}
        onFocus={() => preload(profileSchema)}
        noValidate
      >
        <PhotoPicker photo={photo} username={user.username} onChange={(chosen) => saveProfilePhoto(user.id, chosen)} />
        <FormTextField form={form} name="username" label="Username" autoComplete="username" />
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <SubmitButton form={form}>Save Changes</SubmitButton>
      </SettingsForm>
    </SectionCard>
  );
}
