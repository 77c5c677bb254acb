import type { User } from './user';

/** A toast a remote asks the shell to show (the shell owns the single Toaster). */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'info';
}

/** Props the shell passes to every component a remote exposes. */
export interface AreaProps {
  user: User;
  notify: (toast: ToastInput) => void;
}

/** SPEC §8: a failed add, update or delete shows 'Error' with the error's message. */
export function errorToast(error: unknown): ToastInput {
  return { title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive' };
}
