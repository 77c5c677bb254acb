import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import type { ProfileForm, ProfileUpdate } from '@predental/identity-contract/profile';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { TextField } from '@predental/design/FormField';
import { toast } from '../../lib/toast';
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

type FieldErrors = Partial<Record<keyof ProfileForm, string>>;

export const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 520px;
`;

/**
 * The form's fields checked by the contract's schema: each field's first message, as the form
 * library gave them. No form library here: the page paints the profile without one (issue 41).
 */
async function check(form: HTMLFormElement) {
  const parsed = (await profileSchema()).safeParse(Object.fromEntries(new FormData(form)));
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof ProfileForm;
    errors[field] ??= issue.message;
  }
  return { values: parsed.data, errors };
}

export function ProfileTab() {
  const user = useCurrentUser();
  const { refresh } = useSession();
  const photo = useProfilePhoto(user.id);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileForm) => {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSaving(true);
    try {
      const { values, errors } = await check(form);
      setErrors(errors);
      const invalid = Object.keys(errors)[0];
      // As the form library did: the first field to correct takes the focus.
      if (invalid) (form.elements.namedItem(invalid) as HTMLElement | null)?.focus();
      if (values) await save(values);
    } finally {
      setSaving(false);
    }
  };

  // Once sent, each change is checked again, so a corrected field loses its message as it is typed.
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (submitted)
      void check(event.currentTarget).then(
        ({ errors }) => setErrors(errors),
        () => undefined,
      );
  };

  return (
    <SectionCard title="Profile" description="Update your photo, username and email.">
      <SettingsForm
        onSubmit={submitting(submit, failureToast(UPDATE_FAILED))}
        onChange={recheck}
        onFocus={() => preload(profileSchema)}
        noValidate
      >
        <PhotoPicker photo={photo} username={user.username} onChange={(chosen) => saveProfilePhoto(user.id, chosen)} />
        <TextField
          name="username"
          label="Username"
          autoComplete="username"
          defaultValue={user.username}
          error={errors.username}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          error={errors.email}
        />
        <div>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </div>
      </SettingsForm>
    </SectionCard>
  );
}
