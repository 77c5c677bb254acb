import type { z } from 'zod';

/**
 * A form's schema, loaded with its contract module when the form first needs it: a screen that
 * only shows data loads no zod (issue 41). Apart from the form's resolver (form-resolver.ts), so
 * what holds a loader does not load the form library either.
 */
export type FormSchema<Schema extends z.ZodType = z.ZodType> = () => Promise<Schema>;

/** Said when a form's checks could not be fetched (offline, or the deploy that held them is gone). */
export const FORM_UNAVAILABLE = 'This form could not load. Check your connection and try again.';

/**
 * The schema `load` gives, loaded once. A failed load rejects with FORM_UNAVAILABLE and is tried
 * again on the next call.
 */
export function formSchema<Schema extends z.ZodType>(load: FormSchema<Schema>): FormSchema<Schema> {
  let loading: Promise<Schema> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new Error(FORM_UNAVAILABLE, { cause: error });
    }));
}

/** Starts loading the schema (a form opened or focused); sending tries again if this fails. */
export const preload = (schema: FormSchema) => void schema().catch(() => undefined);

/**
 * A form's submit handler: `send` checks and sends (react-hook-form's `handleSubmit(onValid)`, which
 * rethrows when the schema could not load); such a failure goes to `failed`, the form's failure
 * toast, instead of leaving the press unanswered.
 */
export const submitting =
  <Event>(send: (event: Event) => Promise<unknown>, failed: (error: Error) => void) =>
  (event: Event) =>
    void send(event).catch((error: unknown) => failed(error instanceof Error ? error : new Error(String(error))));
