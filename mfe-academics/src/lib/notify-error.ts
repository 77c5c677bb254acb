import type { ToastInput } from '@predental/contracts/area';

/** SPEC §8: a failed add, update or delete shows 'Error' with the error's message. */
export function errorToast(error: unknown): ToastInput {
  return { title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive' };
}
