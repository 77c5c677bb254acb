import type { ApplicationUpdate } from '@predental/applications-contract/application';
import { useEffect } from 'react';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { Button } from '@predental/design/Button';
import { DialogFooter } from '@predental/design/Dialog';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { FieldError, Input } from '@predental/design/Input';
import { useForm } from 'react-hook-form';
import type { ApplicationDetailsFragment } from '../../gql/graphql';

type Details = Pick<ApplicationDetailsFragment, 'supplementalFee' | 'deposit' | 'secondaryDueOn' | 'interviewOn'>;

/** An empty box is "not known yet" (null), which the server clears. */
const amount = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) };
const date = { setValueAs: (value: unknown) => (value === '' ? null : value) };

// The schema, and zod, load as the application's dialog opens: the list shows without them.
const applicationUpdateSchema = formSchema(() =>
  import('@predental/applications-contract/application').then((application) => application.applicationUpdateSchema),
);

/** The amounts and dates the student keeps per application. */
export function DetailsForm({
  details,
  onSave,
}: {
  details: Details;
  onSave: (changes: ApplicationUpdate) => Promise<unknown>;
}) {
  const { register, handleSubmit, formState, setError } = useForm<Details, unknown, ApplicationUpdate>({
    resolver: resolverOf(applicationUpdateSchema) as never,
    values: details,
  });
  useEffect(() => preload(applicationUpdateSchema), []);
  const { errors, isSubmitting } = formState;

  return (
    <form
      noValidate
      aria-label="Application details"
      onSubmit={submitting(handleSubmit(onSave), (error) => setError('root', { message: error.message }))}
    >
      <FieldGrid>
        <FormField label="Supplemental fee ($)" error={errors.supplementalFee?.message}>
          {(props) => <Input {...props} type="number" min={0} step="any" {...register('supplementalFee', amount)} />}
        </FormField>
        <FormField label="Deposit ($)" error={errors.deposit?.message}>
          {(props) => <Input {...props} type="number" min={0} step="any" {...register('deposit', amount)} />}
        </FormField>
        <FormField label="Secondary due date" error={errors.secondaryDueOn?.message}>
          {(props) => <Input {...props} type="date" {...register('secondaryDueOn', date)} />}
        </FormField>
        <FormField label="Interview date" error={errors.interviewOn?.message}>
          {(props) => <Input {...props} type="date" {...register('interviewOn', date)} />}
        </FormField>
      </FieldGrid>
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter>
        <Button type="submit" variant="outline" loading={isSubmitting}>
          Save details
        </Button>
      </DialogFooter>
    </form>
  );
}
