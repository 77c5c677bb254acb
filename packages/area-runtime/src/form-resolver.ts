import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormSchema } from './form-schema';

/** react-hook-form's zod resolver on a schema loaded on first use: zod's messages are the same. */
export const resolverOf =
  <Values extends FieldValues = FieldValues>(schema: FormSchema): Resolver<Values, unknown, Values> =>
  async (values, context, options) =>
    zodResolver((await schema()) as never)(values, context, options as never) as never;
