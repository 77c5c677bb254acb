import type { DentalSchoolEditForm, DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import { NEW_DENTAL_SCHOOL, US_STATES } from '@predental/schools-contract/school-form';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { Checkbox } from '@predental/design/Checkbox';
import { EditDialog, type EditFormProps } from '@predental/area-runtime/EditDialog';
import type { EditingState } from '@predental/area-runtime/use-editing';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { Input, Textarea } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { AreaProps } from '@predental/area-runtime/area';
import type { AdminSchool, WholeSchool } from '../api/dental-schools';
import { SchoolFiguresEditor, type FigureActions } from './SchoolFiguresEditor';
import { WithWholeSchool } from './WithWholeSchool';

const Flags = styled.div`
  display: flex;
  gap: 24px;
`;

/** The school's yes/no facts, each a checkbox. */
const FLAGS = [
  ['isPublic', 'Public School'],
  ['hasAcceleratedProgram', 'Accelerated Program'],
] as const;

/** An emptied number box means "not reported"; adding a school still requires the SPEC figures. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

interface Figure {
  name: keyof DentalSchoolEditForm;
  label: string;
  min: number;
  max?: number;
  step: number;
  /** Always there: an emptied box is not "not reported". */
  required?: boolean;
}

/** The school's figures, in form order. */
const FIGURES: readonly Figure[] = [
  { name: 'tuition', label: 'Tuition', min: 0, step: 1 },
  { name: 'inStateTuition', label: 'In-State Tuition', min: 0, step: 1 },
  { name: 'programLength', label: 'Program Length (years)', min: 1, max: 10, step: 0.5, required: true },
  { name: 'acceptanceRate', label: 'Acceptance Rate (%)', min: 0, max: 100, step: 0.1 },
  { name: 'scienceGpaAvg', label: 'Science GPA Average', min: 0, max: 4, step: 0.01 },
  { name: 'overallGpaAvg', label: 'Overall GPA Average', min: 0, max: 4, step: 0.01 },
  { name: 'datAvg', label: 'DAT Average', min: 0, max: 600, step: 1 },
];

interface SchoolDialogProps extends Pick<AreaProps, 'notify'> {
  editing: EditingState<AdminSchool, DentalSchoolRecord>;
  saving: boolean;
  figureActions: FigureActions;
}

/**
 * An edit has Cancel, not Delete: schools are deleted from their cards. Editing asks for the whole
 * school first (the list's has only its card's fields), then shows its sourced figures too.
 */
export function SchoolDialog({ editing, saving, figureActions, notify }: SchoolDialogProps) {
  return (
    <EditDialog
      editing={editing}
      saving={saving}
      title={editing.item ? 'Edit Dental School' : 'Add Dental School'}
      addLabel="Add School"
      deletable={false}
    >
      {(form) =>
        form.item ? (
          <WithWholeSchool id={form.item.id}>
            {(school) => (
              <SchoolForm {...form} item={school}>
                <SchoolFiguresEditor school={school} actions={figureActions} notify={notify} />
              </SchoolForm>
            )}
          </WithWholeSchool>
        ) : (
          <SchoolForm {...form} item={undefined} />
        )
      }
    </EditDialog>
  );
}

// The schemas, and zod, load as the dialog opens: the school list shows without them.
const dentalSchool = () => import('@predental/schools-contract/dental-school');
const dentalSchoolInputSchema = formSchema(() => dentalSchool().then((schemas) => schemas.dentalSchoolInputSchema));
const dentalSchoolEditSchema = formSchema(() => dentalSchool().then((schemas) => schemas.dentalSchoolEditSchema));

function SchoolForm({
  item: school,
  onSave,
  onFail,
  footer,
  children,
}: EditFormProps<WholeSchool, DentalSchoolRecord> & { children?: ReactNode }) {
  // Seeded schools have no figures yet: editing one must not force made-up numbers.
  const schema = school ? dentalSchoolEditSchema : dentalSchoolInputSchema;
  const { register, handleSubmit, formState, control } = useForm<DentalSchoolEditForm, unknown, DentalSchoolRecord>({
    resolver: resolverOf(schema) as never,
    defaultValues: school ? schoolFields(school) : NEW_DENTAL_SCHOOL,
  });
  useEffect(() => preload(schema), [schema]);
  const { errors } = formState;

  return (
    <form noValidate onSubmit={submitting(handleSubmit(onSave), onFail)}>
      <FieldGrid>
        <FormField wide label="School Name" error={errors.name?.message}>
          {(props) => <Input {...props} maxLength={200} {...register('name')} />}
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          {(props) => <Select {...props} emptyOption="Select a state" options={US_STATES} {...register('state')} />}
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          {(props) => <Input {...props} maxLength={100} {...register('city')} />}
        </FormField>
        {FIGURES.map(({ name, label, required, ...range }) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            {(props) => (
              <Input
                {...props}
                type="number"
                {...range}
                {...register(name, required ? { valueAsNumber: true } : { setValueAs: numberOrNull })}
              />
            )}
          </FormField>
        ))}
        <FormField label="Website URL" error={errors.websiteUrl?.message}>
          {(props) => (
            <Input {...props} type="url" placeholder="https://" maxLength={500} {...register('websiteUrl')} />
          )}
        </FormField>
        <FormField wide label="Notes" error={errors.notes?.message}>
          {(props) => <Textarea {...props} rows={3} maxLength={2000} {...register('notes')} />}
        </FormField>
        <Flags className="wide">
          {FLAGS.map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  label={label}
                  name={field.name}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          ))}
        </Flags>
      </FieldGrid>
      {children}
      {footer}
    </form>
  );
}

/** The editable fields only: the cached school also carries id, isFavorite and __typename. */
function schoolFields(school: WholeSchool): DentalSchoolEditForm {
  return Object.fromEntries(
    Object.keys(NEW_DENTAL_SCHOOL).map((field) => [field, school[field as keyof WholeSchool]]),
  ) as DentalSchoolEditForm;
}
