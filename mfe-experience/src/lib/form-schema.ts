import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's schema, loaded with its contract module when a form first needs it: the dashboard and
 * the log tables only show entries, and so load no zod (issue 41).
 */
export type FormSchema = () => Promise<z.ZodType>;

/** The schema `load` gives, loaded once (a failed load is tried again on the next call). */
export function formSchema(load: FormSchema): FormSchema {
  let loading: Promise<z.ZodType> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** react-hook-form's zod resolver on a schema loaded on first use (zod's messages are the same). */
export const resolverOf =
  (schema: FormSchema): Resolver<FieldValues, unknown, FieldValues> =>
  async (values, context, options) =>
    zodResolver((await schema()) as never)(values, context, options) as never;
