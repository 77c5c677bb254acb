import { errorToast, type AreaProps } from '@predental/area-runtime/area';

/** Runs a write and says how it went: its toast, or the server's refusal as an error toast. */
export async function attempt(notify: AreaProps['notify'], write: () => Promise<unknown>, title: string) {
  try {
    await write();
    notify({ title });
  } catch (error) {
    notify(errorToast(error));
  }
}
