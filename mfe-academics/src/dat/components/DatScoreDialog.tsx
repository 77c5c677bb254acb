import { zodResolver } from '@hookform/resolvers/zod';
import { DAT_DEFAULT, DAT_MAX, DAT_MIN, DAT_SECTIONS, datScoreInputSchema, type DatScoreInput, type DatSection } from '@predental/contracts/dat';
import { Dialog, FormDialogFooter } from '@predental/design/Dialog';
import { Input } from '@predental/design/Input';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '@predental/design/FormField';
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

const Fields = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  & > :first-child { grid-column: 1 / -1; }
`;

/** SPEC §5 defaults: 500 in every section, tested today. */
function newDatScore(): DatScoreInput {
  return { testDate: todayIso(), ...(Object.fromEntries(DAT_SECTIONS.map((section) => [section, DAT_DEFAULT])) as Record<DatSection, number>) };
}

function pickDatInput(score: DatScoreFieldsFragment): DatScoreInput {
  return { testDate: score.testDate, ...(Object.fromEntries(DAT_SECTIONS.map((section) => [section, score[section]])) as Record<DatSection, number>) };
}

interface DatScoreDialogProps {
  open: boolean;
  /** Given: edit mode. Missing: add mode. */
  score?: DatScoreFieldsFragment;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: DatScoreInput) => void;
  onDelete: (score: DatScoreFieldsFragment) => void;
}

export function DatScoreDialog({ open, score, saving, onOpenChange, onSave, onDelete }: DatScoreDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={score ? 'Edit DAT Score' : 'Add DAT Score'}>
      <DatScoreForm key={score?.id ?? 'new'} score={score} saving={saving} onCancel={() => onOpenChange(false)} onSave={onSave} onDelete={onDelete} />
    </Dialog>
  );
}

function DatScoreForm({ score, saving, onCancel, onSave, onDelete }: Omit<DatScoreDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(datScoreInputSchema),
    defaultValues: score ? pickDatInput(score) : newDatScore(),
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Fields>
        <FormField label="Test Date" error={errors.testDate?.message}>
          {(props) => <Input {...props} type="date" {...register('testDate')} />}
        </FormField>
        {DAT_SECTIONS.map((section) => (
          <FormField key={section} label={LABELS[section]} error={errors[section]?.message}>
            {(props) => <Input {...props} type="number" min={DAT_MIN} max={DAT_MAX} step={1} {...register(section, { valueAsNumber: true })} />}
          </FormField>
        ))}
      </Fields>
      <FormDialogFooter editing={Boolean(score)} saving={saving} submitLabel={score ? 'Save Changes' : 'Add Score'} onDelete={() => score && onDelete(score)} onCancel={onCancel} />
    </form>
  );
}
