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
