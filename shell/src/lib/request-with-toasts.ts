import type { ToastOptions } from '@predental/design/Toast';
import { toast } from './toast';
import { messageOf } from './error-message';

interface RequestToasts {
  done: ToastOptions;
  failedTitle: string;
  /** Said when the error carries no message of its own. */
  fallback: string;
}

/** A form's request (login, registration, a settings change): the done toast, then onDone with the answer; or the failure toast (SPEC §8). */
export async function requestWithToasts<T>(
  request: () => Promise<T>,
  { done, failedTitle, fallback }: RequestToasts,
  onDone: (answer: T) => void | Promise<void>,
) {
  try {
    const answer = await request();
    toast(done);
    await onDone(answer);
  } catch (error) {
    failureToast({ failedTitle, fallback })(error);
  }
}

/** The form's failure toast for an error: its message, or `fallback` when it carries none. */
export const failureToast =
  ({ failedTitle, fallback }: Omit<RequestToasts, 'done'>) =>
  (error: unknown) =>
    toast({ title: failedTitle, description: messageOf(error, fallback), variant: 'destructive' });
