import { zodResolver } from '@hookform/resolvers/zod';
import { dentalSchoolEditSchema, dentalSchoolInputSchema, NEW_DENTAL_SCHOOL, US_STATES, type DentalSchoolEditForm, type DentalSchoolRecord } from '@predental/contracts/dental-school';
import { Button } from '@predental/design/Button';
import { Checkbox } from '@predental/design/Checkbox';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { FormField } from '@predental/design/FormField';
import { Input, Textarea } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { SchoolFieldsFragment } from '../../gql/graphql';

const Fields = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  & > .wide { grid-column: 1 / -1; }
`;

const Flags = styled.div`
  display: flex;
  gap: 24px;
`;

/** An emptied number box means "not reported"; adding a school still requires the SPEC figures. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

interface SchoolDialogProps {
  open: boolean;
  /** Given: edit mode. Missing: add mode. */
  school?: SchoolFieldsFragment;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: DentalSchoolRecord) => void;
}

export function SchoolDialog({ open, school, saving, onOpenChange, onSave }: SchoolDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={school ? 'Edit Dental School' : 'Add Dental School'}>
      <SchoolForm key={school?.id ?? 'new'} school={school} saving={saving} onCancel={() => onOpenChange(false)} onSave={onSave} />
    </Dialog>
  );
}

function SchoolForm({ school, saving, onCancel, onSave }: Omit<SchoolDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { register, handleSubmit, formState, control } = useForm<DentalSchoolEditForm, unknown, DentalSchoolRecord>({
    // Seeded schools have no figures yet: editing one must not force made-up numbers.
    resolver: zodResolver(school ? dentalSchoolEditSchema : dentalSchoolInputSchema),
    defaultValues: school ? schoolFields(school) : NEW_DENTAL_SCHOOL,
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Fields>
        <div className="wide">
          <FormField label="School Name" error={errors.name?.message}>
            {(props) => <Input {...props} maxLength={200} {...register('name')} />}
          </FormField>
        </div>
        <FormField label="State" error={errors.state?.message}>
          {(props) => (
            <Select {...props} {...register('state')}>
              <option value="">Select a state</option>
              {US_STATES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          {(props) => <Input {...props} maxLength={100} {...register('city')} />}
        </FormField>
        <FormField label="Tuition" error={errors.tuition?.message}>
          {(props) => <Input {...props} type="number" min={0} step={1} {...register('tuition', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="In-State Tuition" error={errors.inStateTuition?.message}>
          {(props) => <Input {...props} type="number" min={0} step={1} {...register('inStateTuition', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="Program Length (years)" error={errors.programLength?.message}>
          {(props) => <Input {...props} type="number" min={1} max={10} step={0.5} {...register('programLength', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Acceptance Rate (%)" error={errors.acceptanceRate?.message}>
          {(props) => <Input {...props} type="number" min={0} max={100} step={0.1} {...register('acceptanceRate', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="Science GPA Average" error={errors.scienceGpaAvg?.message}>
          {(props) => <Input {...props} type="number" min={0} max={4} step={0.01} {...register('scienceGpaAvg', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="Overall GPA Average" error={errors.overallGpaAvg?.message}>
          {(props) => <Input {...props} type="number" min={0} max={4} step={0.01} {...register('overallGpaAvg', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="DAT Average" error={errors.datAvg?.message}>
          {(props) => <Input {...props} type="number" min={0} max={600} step={1} {...register('datAvg', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="Website URL" error={errors.websiteUrl?.message}>
          {(props) => <Input {...props} type="url" placeholder="https://" maxLength={500} {...register('websiteUrl')} />}
        </FormField>
        <div className="wide">
          <FormField label="Notes" error={errors.notes?.message}>
            {(props) => <Textarea {...props} rows={3} maxLength={2000} {...register('notes')} />}
          </FormField>
        </div>
        <Flags className="wide">
          <Controller control={control} name="isPublic" render={({ field }) => <Checkbox label="Public School" checked={field.value ?? false} onCheckedChange={field.onChange} />} />
          <Controller
            control={control}
            name="hasAcceleratedProgram"
            render={({ field }) => <Checkbox label="Accelerated Program" checked={field.value ?? false} onCheckedChange={field.onChange} />}
          />
        </Flags>
      </Fields>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {school ? 'Save Changes' : 'Add School'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The editable fields only: the cached school also carries id, isFavorite and __typename. */
function schoolFields(school: SchoolFieldsFragment): DentalSchoolEditForm {
  return Object.fromEntries(Object.keys(NEW_DENTAL_SCHOOL).map((field) => [field, school[field as keyof SchoolFieldsFragment]])) as DentalSchoolEditForm;
}
