import {
  academicAverageOf,
  ACADEMIC_AVERAGE_SECTIONS,
  DAT_DEFAULT,
  DAT_SCALE_RULES,
  DAT_SECTIONS,
  NEW_SCALE_SINCE,
  scaleOf,
  type DatScale,
  type DatSection,
} from '@predental/academics-contract/dat-scales';
import type { DatScoreForm as DatForm, DatScoreInput } from '@predental/academics-contract/dat';
import { editDialog, type EditFormProps } from '@predental/area-runtime/EditDialog';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { Input } from '@predental/design/Input';
import { Select } from '@predental/design/Select';
import { useEffect, useState } from 'react';
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

/** The average is proposed from five sections; the score report's figure wins. */
const averageHint = (rounding: string) =>
  `Filled in from Biology, General and Organic Chemistry, Reading and Quantitative (to the nearest ${rounding}). Change it to match your score report.`;
const AVERAGE_HINT: Record<DatScale, string> = { '200-600': averageHint('10'), '1-30': averageHint('whole number') };

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

// The schema, and zod, load as the dialog opens: /dat shows the attempts without them.
const datScoreInputSchema = formSchema(() =>
  import('@predental/academics-contract/dat').then((dat) => dat.datScoreInputSchema),
);

function DatScoreForm({ item: score, onSave, onFail, footer }: EditFormProps<DatScoreFieldsFragment, DatScoreInput>) {
  const defaultValues = score ? pickDatInput(score) : newDatScore();
  const { register, handleSubmit, formState, control, getValues, setValue } = useForm<DatForm, unknown, DatScoreInput>({
    resolver: resolverOf(datScoreInputSchema) as never,
    defaultValues,
  });
  useEffect(() => preload(datScoreInputSchema), []);
  const { errors } = formState;
  // The Academic Average follows the five sections until the student types their own (a stored
  // attempt whose average is not the sections' one was typed from the score report).
  const [averageByHand, setAverageByHand] = useState(
    () => defaultValues.academicAverage !== academicAverageOf(defaultValues, defaultValues.scale),
  );
  const proposeAverage = () => {
    const values = getValues();
    const average = academicAverageOf(values, scaleOf(values));
    if (!averageByHand && average !== null)
      setValue('academicAverage', average, { shouldDirty: true, shouldValidate: Boolean(errors.academicAverage) });
  };
  const [testDate, scale] = useWatch({ control, name: ['testDate', 'scale'] });
  const rules = DAT_SCALE_RULES[scaleOf({ scale })];
  // Only a test before the 200-600 scale began may have been scored 1-30.
  const mayBeOldScale = testDate < NEW_SCALE_SINCE || scale === '1-30';

  return (
    <form noValidate onSubmit={submitting(handleSubmit(onSave), onFail)}>
      <FieldGrid>
        <FormField wide label="Test Date" error={errors.testDate?.message}>
          {(props) => <Input {...props} type="date" {...register('testDate')} />}
        </FormField>
        {mayBeOldScale && (
          <FormField wide label="Score Scale" error={errors.scale?.message}>
            {(props) => (
              <Select {...props} {...register('scale', { onChange: proposeAverage })}>
                <option value="200-600">200-600 (tests from March 1, 2025)</option>
                <option value="1-30">1-30 (tests before March 1, 2025)</option>
              </Select>
            )}
          </FormField>
        )}
        {DAT_SECTIONS.map((section) => (
          <FormField
            key={section}
            label={LABELS[section]}
            error={errors[section]?.message}
            hint={section === 'academicAverage' ? AVERAGE_HINT[scaleOf({ scale })] : undefined}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                min={rules.min}
                max={rules.max}
                step={rules.step}
                {...register(section, {
                  valueAsNumber: true,
                  onChange:
                    section === 'academicAverage'
                      ? () => setAverageByHand(true)
                      : ACADEMIC_AVERAGE_SECTIONS.some((averaged) => averaged === section)
                        ? proposeAverage
                        : undefined,
                })}
              />
            )}
          </FormField>
        ))}
      </FieldGrid>
      {footer}
    </form>
  );
}

export const DatScoreDialog = editDialog({
  titles: { add: 'Add DAT Score', edit: 'Edit DAT Score' },
  addLabel: 'Add Score',
  Form: DatScoreForm,
});
