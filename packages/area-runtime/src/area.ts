import type { ComponentType, ReactNode } from 'react';
import type { User } from '@predental/contracts/user';
import type { ToastOptions } from '@predental/design/Toast';

/** Props the shell passes to every component a remote exposes; `notify` asks the shell's single Toaster for a toast. */
export interface AreaProps {
  user: User;
  notify: (toast: ToastOptions) => void;
  /**
   * Given to a screen declared `headingFirst`, which the shell renders before Apollo has loaded:
   * what reads through Apollo goes inside it (`fallback` shows while Apollo loads). Otherwise
   * absent: the shell has already wrapped the screen.
   */
  withData?: ComponentType<{ children: ReactNode; fallback: ReactNode }>;
}

/** SPEC §8: a failed add, update or delete shows 'Error' with the error's message. */
export function errorToast(error: unknown): ToastOptions {
  return {
    title: 'Error',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  };
}

/** Runs a write, then toasts `success`; a failure toasts the server's message instead. True when it went through. */
export async function toastWrite(
  notify: AreaProps['notify'],
  write: () => Promise<unknown>,
  success: ToastOptions,
): Promise<boolean> {
  try {
    await write();
    notify(success);
    return true;
  } catch (error) {
    notify(errorToast(error));
    return false;
  }
}

/**
 * Props the shell passes to a first step (the dashboard's first-steps slot, `SLOTS.dashboardFirstSteps`):
 * the step reports whether the student has done it once it knows, null when it cannot tell (its
 * data did not load), so the shell shows the list only while a step is left and hides it after.
 */
export interface FirstStepProps extends AreaProps {
  reportDone: (done: boolean | null) => void;
}
