import type { LetterInput } from '@predental/applications-contract/letters';
import { useEffect } from 'react';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { editDialog, type EditFormProps } from '@predental/area-runtime/EditDialog';
import { Checkbox } from '@predental/design/Checkbox';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { Input, Textarea } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { todayIso } from '@predental/design/dates';
import { Controller, useForm } from 'react-hook-form';
import type { LetterFieldsFragment } from '../../gql/graphql';
import { KINDS, ROLES, STATUSES } from '../letter-words';

type Form = Omit<LetterFieldsFragment, 'id'>;

/** A new letter is an individual one asked for today; an edited one starts from its saved values. */
const newLetter = (): Form => ({
  evaluatorName: '',
  evaluatorEmail: '',
  title: null,
  relationship: null,
  kind: 'individual',
  role: 'science-faculty',
  status: 'requested',
  requestedOn: todayIso(),
  completedOn: null,
  waived: true,
  notes: null,
});

/** An empty box is "not known" (null). */
const blankAsNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };

// The schema, and zod, load as the dialog opens: the letters screen lists letters without them.
const letterInputSchema = formSchema(() =>
  import('@predental/applications-contract/letters').then((letters) => letters.letterInputSchema),
);

function LetterForm({ item: letter, onSave, onFail, footer }: EditFormProps<LetterFieldsFragment, LetterInput>) {
  const { register, handleSubmit, control, formState } = useForm<Form, unknown, LetterInput>({
    resolver: resolverOf(letterInputSchema) as never,
    // The contract drops the id an edited letter brings.
    defaultValues: letter ?? newLetter(),
  });
  useEffect(() => preload(letterInputSchema), []);
  const { errors } = formState;
  const choice = (name: 'kind' | 'role' | 'status', label: string, list: readonly { id: string; label: string }[]) => (
    <FormField label={label} error={errors[name]?.message}>
      {(props) => (
        <Select {...props} {...register(name)}>
          {list.map(({ id, label: words }) => (
            <option key={id} value={id}>
              {words}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submitting(handleSubmit(onSave), onFail)}>
      <FieldGrid>
        <FormField label="Evaluator name" error={errors.evaluatorName?.message}>
          {(props) => <Input {...props} maxLength={100} {...register('evaluatorName')} />}
        </FormField>
        <FormField label="Evaluator email" error={errors.evaluatorEmail?.message}>
          {(props) => <Input {...props} type="email" maxLength={254} {...register('evaluatorEmail')} />}
        </FormField>
        <FormField label="Title" error={errors.title?.message}>
          {(props) => <Input {...props} placeholder="e.g. Professor" maxLength={100} {...register('title')} />}
        </FormField>
        <FormField label="Relationship" error={errors.relationship?.message}>
          {(props) => <Input {...props} placeholder="e.g. Lab mentor" maxLength={200} {...register('relationship')} />}
        </FormField>
        {choice('kind', 'Kind', KINDS)}
        {choice('role', 'Role', ROLES)}
        {choice('status', 'Status', STATUSES)}
        <FormField label="Requested on" error={errors.requestedOn?.message}>
          {(props) => <Input {...props} type="date" {...register('requestedOn', blankAsNull)} />}
        </FormField>
        <FormField label="Completed on" error={errors.completedOn?.message}>
          {(props) => <Input {...props} type="date" {...register('completedOn', blankAsNull)} />}
        </FormField>
        <Controller
          control={control}
          name="waived"
          render={({ field }) => (
            <Checkbox
              label="I waive my right to see this letter"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <FormField wide label="Notes" error={errors.notes?.message}>
          {(props) => <Textarea {...props} maxLength={1000} {...register('notes')} />}
        </FormField>
      </FieldGrid>
      {footer}
    </form>
  );
}

/** Add or edit a letter; the contract's messages under each field, the server's refusal (the AADSAS limit) as a toast. */
export const LetterDialog = editDialog<LetterFieldsFragment, LetterInput>({
  titles: { add: 'Add Letter of Evaluation', edit: 'Edit Letter of Evaluation' },
  addLabel: 'Add Letter',
  Form: LetterForm,
});
