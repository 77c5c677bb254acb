import type { z } from 'zod';

/**
 * A form's schema, loaded with its contract module when the form first needs it: a screen that
 * only shows data loads no zod (issue 41). Apart from the form's resolver (form-resolver.ts), so
 * what holds a loader does not load the form library either.
 */
export type FormSchema<Schema extends z.ZodType = z.ZodType> = () => Promise<Schema>;

/** The schema `load` gives, loaded once (a failed load is tried again on the next call). */
export function formSchema<Schema extends z.ZodType>(load: FormSchema<Schema>): FormSchema<Schema> {
  let loading: Promise<Schema> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Starts loading the schema (a form opened or focused); the form's resolver loads it again if this fails. */
export const preload = (schema: FormSchema) => void schema().catch(() => undefined);
