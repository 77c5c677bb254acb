import { zodResolver } from '@hookform/resolvers/zod';
import { DAT_DEFAULT, DAT_MAX, DAT_MIN, DAT_SECTIONS, datScoreInputSchema, type DatScoreInput, type DatSection } from '@predental/contracts/dat';
import { EditDialog, type EditFormProps, type EditingState } from '@predental/design/Dialog';
import { Input } from '@predental/design/Input';
import { useForm } from 'react-hook-form';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { todayIso } from '@predental/design/dates';
import type { DatScoreFieldsFragment } from '../../gql/graphql';

const LABELS: Record<DatSection, string> = {
  biology: 'Biology',
  generalChemistry: 'General Chemistry',
  organicChemistry: 'Organic Chemistry',
  perceptualAbility: 'Perceptual Ability',
  readingComprehension: 'Reading Comprehension',
  quantitativeReasoning: 'Quantitative Reasoning',
  academicAverage: 'Academic Average',
};

/** SPEC §5 defaults: 500 in every section, tested today. */
function newDatScore(): DatScoreInput {
  return { testDate: todayIso(), ...(Object.fromEntries(DAT_SECTIONS.map((section) => [section, DAT_DEFAULT])) as Record<DatSection, number>) };
}

function pickDatInput(score: DatScoreFieldsFragment): DatScoreInput {
  return { testDate: score.testDate, ...(Object.fromEntries(DAT_SECTIONS.map((section) => [section, score[section]])) as Record<DatSection, number>) };
}

export function DatScoreDialog({ editing, saving }: { editing: EditingState<DatScoreFieldsFragment, DatScoreInput>; saving: boolean }) {
  return (
    <EditDialog editing={editing} saving={saving} title={editing.item ? 'Edit DAT Score' : 'Add DAT Score'} addLabel="Add Score">
      {(form) => <DatScoreForm {...form} />}
    </EditDialog>
  );
}

function DatScoreForm({ item: score, onSave, footer }: EditFormProps<DatScoreFieldsFragment, DatScoreInput>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(datScoreInputSchema),
    defaultValues: score ? pickDatInput(score) : newDatScore(),
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <FieldGrid>
        <FormField wide label="Test Date" error={errors.testDate?.message}>
          {(props) => <Input {...props} type="date" {...register('testDate')} />}
        </FormField>
        {DAT_SECTIONS.map((section) => (
          <FormField key={section} label={LABELS[section]} error={errors[section]?.message}>
            {(props) => <Input {...props} type="number" min={DAT_MIN} max={DAT_MAX} step={1} {...register(section, { valueAsNumber: true })} />}
          </FormField>
        ))}
      </FieldGrid>
      {footer}
    </form>
  );
}
