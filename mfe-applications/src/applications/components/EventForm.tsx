import type { EventInput } from '@predental/applications-contract/events';
import { useEffect } from 'react';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { Button } from '@predental/design/Button';
import { todayIso } from '@predental/design/dates';
import { DialogFooter } from '@predental/design/Dialog';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { FieldError, Input, Textarea } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { StageOptions } from './StageOptions';

// The schema, and zod, load as the application's dialog opens: the list shows without them.
const eventInputSchema = formSchema(() =>
  import('@predental/applications-contract/events').then((events) => events.eventInputSchema),
);

/**
 * Records what happened and when (dated today unless changed). A refusal (an offer before the
 * cycle's first offer date) stays under the form with the server's words, and the form keeps what
 * was typed; after a success it clears for the next event.
 */
export function EventForm({ onRecord }: { onRecord: (input: EventInput) => Promise<unknown> }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<
    z.input<Awaited<ReturnType<typeof eventInputSchema>>>,
    unknown,
    EventInput
  >({
    resolver: resolverOf(eventInputSchema) as never,
    defaultValues: { kind: 'designated', date: todayIso(), note: '' },
  });
  useEffect(() => preload(eventInputSchema), []);
  const { errors, isSubmitting } = formState;

  const record = async (input: EventInput) => {
    try {
      await onRecord(input);
      reset({ kind: input.kind, date: todayIso(), note: '' });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form
      noValidate
      aria-label="Record an event"
      onSubmit={submitting(handleSubmit(record), (error) => setError('root', { message: error.message }))}
    >
      <FieldGrid>
        <FormField label="Event" error={errors.kind?.message}>
          {(props) => (
            <Select {...props} {...register('kind')}>
              <StageOptions />
            </Select>
          )}
        </FormField>
        <FormField label="Date" error={errors.date?.message}>
          {(props) => <Input {...props} type="date" {...register('date')} />}
        </FormField>
        <FormField wide label="Note" error={errors.note?.message}>
          {(props) => <Textarea {...props} rows={2} {...register('note')} />}
        </FormField>
      </FieldGrid>
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter>
        <Button type="submit" loading={isSubmitting}>
          Record event
        </Button>
      </DialogFooter>
    </form>
  );
}
