import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@predental/design/dates';
import { MAX_NOTES_LENGTH, MAX_TEXT_LENGTH } from '@predental/contracts/experience-entry';
import { HOURS_MIN, HOURS_STEP, MAX_ENTRY_HOURS } from '@predental/contracts/hours';
import { Dialog, FormDialogFooter } from '@predental/design/Dialog';
import { FormField } from '@predental/design/FormField';
import { Input, Textarea } from '@predental/design/Input';
import { useForm, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { entryText, type Entry, type EntryInput, type EntryKind } from '../entry-kind';

const Fields = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  & > :last-child { grid-column: 1 / -1; }
`;

/** SPEC §5: a new entry is dated today; an edited one starts from its saved values. */
function formValues(kind: EntryKind, entry?: Entry): FieldValues {
  return {
    date: entry?.date ?? todayIso(),
    ...Object.fromEntries(kind.textFields.map((field) => [field.name, entry ? entryText(entry, field) : ''])),
    hours: entry?.hours ?? '',
    notes: entry?.notes ?? '',
  };
}

interface EntryDialogProps {
  kind: EntryKind;
  open: boolean;
  /** Given: edit mode. Missing: add mode. */
  entry?: Entry;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: EntryInput) => void;
  onDelete: (entry: Entry) => void;
}

export function EntryDialog({ kind, open, entry, saving, onOpenChange, onSave, onDelete }: EntryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`${entry ? 'Edit' : 'Add'} ${kind.noun} Experience`}>
      <EntryForm key={entry?.id ?? 'new'} kind={kind} entry={entry} saving={saving} onCancel={() => onOpenChange(false)} onSave={onSave} onDelete={onDelete} />
    </Dialog>
  );
}

function EntryForm({ kind, entry, saving, onCancel, onSave, onDelete }: Omit<EntryDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { register, handleSubmit, formState } = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(kind.schema as never),
    defaultValues: formValues(kind, entry),
  });
  const errorOf = (name: string) => formState.errors[name]?.message as string | undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Fields>
        <FormField label="Date" error={errorOf('date')}>
          {(props) => <Input {...props} type="date" {...register('date')} />}
        </FormField>
        {kind.textFields.map((field) => (
          <FormField key={field.name} label={field.label} error={errorOf(field.name)}>
            {(props) => <Input {...props} placeholder={field.placeholder} maxLength={MAX_TEXT_LENGTH} {...register(field.name)} />}
          </FormField>
        ))}
        <FormField label="Hours" error={errorOf('hours')}>
          {(props) => <Input {...props} type="number" min={HOURS_MIN} max={MAX_ENTRY_HOURS} step={HOURS_STEP} {...register('hours', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Notes" error={errorOf('notes')}>
          {(props) => <Textarea {...props} placeholder="What did you observe or learn?" maxLength={MAX_NOTES_LENGTH} {...register('notes')} />}
        </FormField>
      </Fields>
      <FormDialogFooter editing={Boolean(entry)} saving={saving} submitLabel={entry ? 'Save Changes' : `Add ${kind.noun}`} onDelete={() => entry && onDelete(entry)} onCancel={onCancel} />
    </form>
  );
}
