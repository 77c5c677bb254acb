import { useApolloClient } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { deleteAccountFormSchema, type DeleteAccountForm } from '@predental/identity-contract/delete-account';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { toast } from '../../lib/toast';
import { FormTextField } from '../../components/FormFields';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../session';
import { deleteMyAccount } from './delete-account-api';
import { saveProfilePhoto } from './profile-photo';

/** Apart from the password card above it, its border in the danger colour. */
const DangerCard = styled(SectionCard)`
  margin-top: 24px;
  border-color: ${({ theme }) => theme.colors.destructive};
`;

const Removed = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;
  font-size: 14px;
  line-height: 1.5;
`;

const Advice = styled.p`
  margin-bottom: 12px;
  font-size: 14px;
`;

interface DeleteAccountSectionProps {
  /** Deletes the account; throws with the server's message when it refuses. */
  deleteAccount: (password: string) => Promise<void>;
  onDeleted: () => void | Promise<void>;
}

/** The danger section and its dialog, which asks for the password again. */
export function DeleteAccountSection({ deleteAccount, onDeleted }: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '' },
  });
  const close = (isOpen: boolean) => {
    if (form.formState.isSubmitting) return;
    setOpen(isOpen);
    if (!isOpen) form.reset();
  };
  const onSubmit = async ({ password }: DeleteAccountForm) => {
    try {
      await deleteAccount(password);
    } catch (error) {
      form.setError('password', { message: messageOf(error, 'Something went wrong deleting your account.') });
      return;
    }
    setOpen(false);
    await onDeleted();
  };

  return (
    <DangerCard named title="Delete Account" description="Remove your account and every record in it, for good.">
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="This cannot be undone. You will be signed out everywhere and your username becomes free."
      >
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <p>Everything you keep here is removed from every part of the platform:</p>
          <Removed>
            <li>your profile, courses, GPA and DAT scores</li>
            <li>your hours logs, experiences and goals</li>
            <li>your favorite schools, applications, letters and personal statements</li>
          </Removed>
          <Advice>To keep a copy, download your data first: Download my data, in the Your data tab.</Advice>
          <FormTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={form.formState.isSubmitting}>
              Delete My Account
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </DangerCard>
  );
}

/** Settings' "Delete account": on success this browser forgets the student and shows the landing page. */
export function DeleteAccount() {
  const { user, setUser } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const onDeleted = async () => {
    if (user) saveProfilePhoto(user.id, null);
    // Same tick, so the guard never sees "no user" on a protected route.
    setUser(null);
    navigate('/');
    await client.clearStore();
    toast({ title: 'Account deleted', description: 'Your account and all your records have been removed.' });
  };
  return <DeleteAccountSection deleteAccount={deleteMyAccount} onDeleted={onDeleted} />;
}
