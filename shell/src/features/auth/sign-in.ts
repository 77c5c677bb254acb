import type { User } from '@predental/contracts/user';
import { toast, type ToastOptions } from '@predental/design/Toast';
import { messageOf } from '../../lib/error-message';

interface SignInToasts {
  welcome: ToastOptions;
  failedTitle: string;
  /** Said when the error carries no message of its own. */
  fallback: string;
}

/** Login and registration alike: the welcome toast, then onSignedIn; or the failure toast (SPEC §8). */
export async function signIn(
  request: () => Promise<User>,
  { welcome, failedTitle, fallback }: SignInToasts,
  onSignedIn: (user: User) => void,
) {
  try {
    const user = await request();
    toast(welcome);
    onSignedIn(user);
  } catch (error) {
    toast({ title: failedTitle, description: messageOf(error, fallback), variant: 'destructive' });
  }
}
