import { useEffect } from 'react';
import { todayIso } from '@predental/design/dates';
import {
  HOURS_MIN,
  HOURS_STEP,
  MAX_ENTRY_HOURS,
  MAX_NOTES_LENGTH,
  MAX_TEXT_LENGTH,
} from '@predental/experience-contract/hours';
import { EditDialog, type EditFormProps } from '@predental/area-runtime/EditDialog';
import type { EditingState } from '@predental/area-runtime/use-editing';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { Input, Textarea } from '@predental/design/Input';
import { useForm, type FieldValues } from 'react-hook-form';
import { Select } from '@predental/design/Select';
import { choiceLabel, entryText, type Entry, type EntryInput, type LogKind } from '../../lib/entry-kind';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { preload, submitting } from '@predental/area-runtime/form-schema';

/** SPEC §5: a new entry is dated today; an edited one starts from its saved values. */
function formValues(kind: LogKind, entry?: Entry): FieldValues {
  const { choice } = kind;
  return {
    date: entry?.date ?? todayIso(),
    ...Object.fromEntries(kind.textFields.map((field) => [field.name, entry ? entryText(entry, field) : ''])),
    ...(choice && {
      [choice.name]: entry ? entryText(entry, choice) : choice.emptyOption ? '' : choice.options[0]?.value,
    }),
    hours: entry?.hours ?? '',
    notes: entry?.notes ?? '',
  };
}

export function EntryDialog({
  kind,
  editing,
  saving,
}: {
  kind: LogKind;
  editing: EditingState<Entry, EntryInput>;
  saving: boolean;
}) {
  const { dialog } = kind;
  return (
    <EditDialog
      editing={editing}
      saving={saving}
      title={editing.item ? dialog.edit : dialog.add}
      addLabel={dialog.submit}
    >
      {(form) => <EntryForm kind={kind} {...form} />}
    </EditDialog>
  );
}

function EntryForm({
  kind,
  item: entry,
  onSave,
  onFail,
  footer,
}: EditFormProps<Entry, EntryInput> & { kind: LogKind }) {
  const { choice } = kind;
  const { register, handleSubmit, formState } = useForm<FieldValues, unknown, FieldValues>({
    resolver: resolverOf(kind.schema),
    defaultValues: formValues(kind, entry),
  });
  // The schema (and zod) loads as the dialog opens, so sending never waits for it.
  useEffect(() => preload(kind.schema), [kind]);
  const errorOf = (name: string) => formState.errors[name]?.message as string | undefined;
  // A choice with its own column (an experience log's type) comes first, as in the table; shadowing's mode after the practice.
  const choiceField = choice && (
    <FormField label={choice.label} error={errorOf(choice.name)}>
      {(props) => (
        <Select
          {...props}
          options={choice.options.map((option) => option.value)}
          optionLabel={(value) => choiceLabel(choice, value)}
          emptyOption={choice.emptyOption}
          {...register(choice.name)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submitting(handleSubmit(onSave), onFail)}>
      <FieldGrid>
        <FormField label="Date" error={errorOf('date')}>
          {(props) => <Input {...props} type="date" {...register('date')} />}
        </FormField>
        {choice?.column && choiceField}
        {kind.textFields.map((field) => (
          <FormField key={field.name} label={field.label} error={errorOf(field.name)}>
            {(props) => (
              <Input {...props} placeholder={field.placeholder} maxLength={MAX_TEXT_LENGTH} {...register(field.name)} />
            )}
          </FormField>
        ))}
        {!choice?.column && choiceField}
        <FormField label="Hours" error={errorOf('hours')}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={HOURS_MIN}
              max={MAX_ENTRY_HOURS}
              step={HOURS_STEP}
              {...register('hours', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField wide label="Notes" error={errorOf('notes')}>
          {(props) => (
            <Textarea
              {...props}
              placeholder="What did you observe or learn?"
              maxLength={MAX_NOTES_LENGTH}
              {...register('notes')}
            />
          )}
        </FormField>
      </FieldGrid>
      {footer}
    </form>
  );
}
