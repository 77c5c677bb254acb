import { zodResolver } from '@hookform/resolvers/zod';
import {
  DAT_DEFAULT,
  DAT_SCALE_RULES,
  DAT_SECTIONS,
  datScoreInputSchema,
  NEW_SCALE_SINCE,
  scaleOf,
  type DatScoreForm as DatForm,
  type DatScoreInput,
  type DatSection,
} from '@predental/academics-contract/dat';
import { EditDialog, type EditFormProps } from '@predental/area-runtime/EditDialog';
import type { EditingState } from '@predental/area-runtime/use-editing';
import { Input } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { useForm, useWatch } from 'react-hook-form';
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

/** SPEC §5 defaults: 500 in every section, tested today (on the 200-600 scale). */
function newDatScore(): DatScoreInput {
  return {
    testDate: todayIso(),
    scale: '200-600',
    ...(Object.fromEntries(DAT_SECTIONS.map((section) => [section, DAT_DEFAULT])) as Record<DatSection, number>),
  };
}

function pickDatInput(score: DatScoreFieldsFragment): DatScoreInput {
  return {
    testDate: score.testDate,
    scale: scaleOf(score),
    ...(Object.fromEntries(DAT_SECTIONS.map((section) => [section, score[section]])) as Record<DatSection, number>),
  };
}

export function DatScoreDialog({
  editing,
  saving,
}: {
  editing: EditingState<DatScoreFieldsFragment, DatScoreInput>;
  saving: boolean;
}) {
  return (
    <EditDialog
      editing={editing}
      saving={saving}
      title={editing.item ? 'Edit DAT Score' : 'Add DAT Score'}
      addLabel="Add Score"
    >
      {(form) => <DatScoreForm {...form} />}
    </EditDialog>
  );
}

function DatScoreForm({ item: score, onSave, footer }: EditFormProps<DatScoreFieldsFragment, DatScoreInput>) {
  const { register, handleSubmit, formState, control } = useForm<DatForm, unknown, DatScoreInput>({
    resolver: zodResolver(datScoreInputSchema),
    defaultValues: score ? pickDatInput(score) : newDatScore(),
  });
  const { errors } = formState;
  const [testDate, scale] = useWatch({ control, name: ['testDate', 'scale'] });
  const rules = DAT_SCALE_RULES[scaleOf({ scale })];
  // Only a test before the 200-600 scale began may have been scored 1-30.
  const mayBeOldScale = testDate < NEW_SCALE_SINCE || scale === '1-30';

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <FieldGrid>
        <FormField wide label="Test Date" error={errors.testDate?.message}>
          {(props) => <Input {...props} type="date" {...register('testDate')} />}
        </FormField>
        {mayBeOldScale && (
          <FormField wide label="Score Scale" error={errors.scale?.message}>
            {(props) => (
              <Select {...props} {...register('scale')}>
                <option value="200-600">200-600 (tests from March 1, 2025)</option>
                <option value="1-30">1-30 (tests before March 1, 2025)</option>
              </Select>
            )}
          </FormField>
        )}
        {DAT_SECTIONS.map((section) => (
          <FormField key={section} label={LABELS[section]} error={errors[section]?.message}>
            {(props) => (
              <Input
                {...props}
                type="number"
                min={rules.min}
                max={rules.max}
                step={rules.step}
                {...register(section, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
      </FieldGrid>
      {footer}
    </form>
  );
}
