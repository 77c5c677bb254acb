import { errorToast, type AreaProps } from '@predental/area-runtime/area';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { DAT_FIGURE_SCALES, FIGURE_NAMES, FIGURES, SOURCE_KINDS } from '@predental/schools-contract/figure-rules';
import type { SchoolFigure, schoolFigureSchema as figureSchema } from '@predental/schools-contract/school-figures';
import { Button } from '@predental/design/Button';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { Input } from '@predental/design/Input';
import { Muted } from '@predental/design/Page';
import { Select } from '@predental/design/Select';
import { DataTable } from '@predental/design/Table';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import type { RemoveSchoolFigureMutation, SetSchoolFigureMutation } from '../../gql/graphql';
import type { WholeSchool } from '../api/dental-schools';

const Part = styled.section`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin-bottom: 4px;
    font-size: 16px;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 12px;
`;

type Shown = WholeSchool['figures'][number];
type FigureForm = z.input<typeof figureSchema>;

// The schema, and zod, load as the school's dialog opens: the school list shows without them.
const schoolFigureSchema = formSchema(() =>
  import('@predental/schools-contract/school-figures').then((figures) => figures.schoolFigureSchema),
);

const emptyToNull = (value: unknown) => (value === '' ? null : value);
const KIND_TEXT = { school: "School's own page", adea: 'ADEA', secondary: 'Secondary page' } as const;

export interface FigureActions {
  setFigure: (schoolId: string, input: Omit<SchoolFigure, 'key'>) => Promise<{ data?: SetSchoolFigureMutation | null }>;
  removeFigure: (schoolId: string, figure: string) => Promise<{ data?: RemoveSchoolFigureMutation | null }>;
}

/**
 * The school's published figures in the school dialog: each with its year and source, the ones an
 * admin entered editable. A figure is saved on its own, never without its source (issue 22).
 */
export function SchoolFiguresEditor({
  school,
  actions,
  notify,
}: { school: WholeSchool; actions: FigureActions } & Pick<AreaProps, 'notify'>) {
  // The dialog's school is the one opened; each save answers the school's figures as they are now.
  const [figures, setFigures] = useState<Shown[]>(school.figures);
  const [editing, setEditing] = useState<Shown | null>(null);
  const [formKey, setFormKey] = useState(0);

  const saved = (next: { figures: Shown[] } | undefined, title: string) => {
    if (next) setFigures(next.figures);
    setEditing(null);
    setFormKey((key) => key + 1);
    notify({ title });
  };
  const save = async ({ key: _key, ...figure }: SchoolFigure) => {
    try {
      saved((await actions.setFigure(school.id, figure)).data?.setSchoolFigure, 'Figure saved successfully');
    } catch (error) {
      notify(errorToast(error));
    }
  };
  const remove = async (figure: Shown) => {
    try {
      saved(
        (await actions.removeFigure(school.id, figure.figure)).data?.removeSchoolFigure,
        'Figure removed successfully',
      );
    } catch (error) {
      notify(errorToast(error));
    }
  };

  return (
    <Part aria-label="Sourced Figures">
      <h3>Sourced Figures</h3>
      <Muted>
        Each figure is shown with its year and source. One you enter here replaces the release's figure of that name and
        is saved on its own.
      </Muted>
      {figures.length > 0 && (
        <DataTable
          aria-label={`Figures of ${school.name}`}
          headers={['Figure', 'Value', 'Year', 'Source', '']}
          rows={figures}
          rowKey={(figure) => figure.figure}
          cells={(figure) => [
            FIGURES[figure.figure as keyof typeof FIGURES]?.label ?? figure.figure,
            figure.scale ? `${figure.value} (${figure.scale})` : figure.value,
            figure.year,
            <a href={figure.sourceUrl} target="_blank" rel="noopener noreferrer">
              {KIND_TEXT[figure.sourceKind]}
            </a>,
            figure.enteredByAdmin ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(figure)}
                  aria-label={`Edit ${figure.figure}`}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void remove(figure)}
                  aria-label={`Remove ${figure.figure}`}
                >
                  Remove
                </Button>
              </>
            ) : (
              'From the release'
            ),
          ]}
        />
      )}
      <FigureForm
        key={`${formKey}-${editing?.figure ?? ''}`}
        schoolKey={school.key}
        figure={editing}
        onSave={save}
        onFail={(error) => notify(errorToast(error))}
      />
    </Part>
  );
}

function FigureForm({
  schoolKey,
  figure,
  onSave,
  onFail,
}: {
  schoolKey: string;
  figure: Shown | null;
  onSave: (figure: SchoolFigure) => Promise<void>;
  /** The checks could not load: the 'Error' toast. */
  onFail: (error: Error) => void;
}) {
  const { register, handleSubmit, formState } = useForm<FigureForm, unknown, SchoolFigure>({
    resolver: resolverOf(schoolFigureSchema) as never,
    defaultValues: figure
      ? {
          key: schoolKey,
          figure: figure.figure as SchoolFigure['figure'],
          value: figure.value,
          scale: figure.scale as SchoolFigure['scale'],
          year: figure.year,
          sourceKind: figure.sourceKind,
          sourceUrl: figure.sourceUrl,
          note: figure.note,
        }
      : { key: schoolKey, figure: undefined, scale: null, year: '', sourceUrl: '', note: null },
  });
  useEffect(() => preload(schoolFigureSchema), []);
  const { errors, isSubmitting } = formState;
  const submit = submitting(handleSubmit(onSave), onFail);
  // A list to choose from; its empty option is stored as null.
  const choice = <Option extends string>(
    name: 'figure' | 'scale' | 'sourceKind',
    label: string,
    emptyOption: string,
    options: readonly Option[],
    optionLabel?: (option: Option) => string,
    hint?: string,
  ) => (
    <FormField label={label} error={errors[name]?.message} hint={hint}>
      {(props) => (
        <Select
          {...props}
          emptyOption={emptyOption}
          options={options}
          optionLabel={optionLabel}
          {...register(name, { setValueAs: emptyToNull })}
        />
      )}
    </FormField>
  );
  // Not a nested <form>: this sits inside the school's form, so Enter here saves the figure, not the school.
  return (
    <div
      role="group"
      aria-label={figure ? 'Edit figure' : 'Add a figure'}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        submit(undefined);
      }}
    >
      <FieldGrid>
        {choice('figure', 'Figure', 'Select a figure', FIGURE_NAMES, (name) => FIGURES[name].label)}
        <FormField label="Value" error={errors.value?.message}>
          {(props) => <Input {...props} type="number" step="any" {...register('value', { valueAsNumber: true })} />}
        </FormField>
        {choice('scale', 'DAT Scale', 'Not a DAT figure', DAT_FIGURE_SCALES, undefined, 'DAT figures only')}
        <FormField label="Year" error={errors.year?.message} hint="Entering class (2024) or academic year (2025-26)">
          {(props) => <Input {...props} maxLength={7} {...register('year')} />}
        </FormField>
        {choice('sourceKind', 'Source Kind', 'Select a kind', SOURCE_KINDS, (kind) => KIND_TEXT[kind])}
        <FormField label="Source URL" error={errors.sourceUrl?.message}>
          {(props) => <Input {...props} type="url" placeholder="https://" maxLength={500} {...register('sourceUrl')} />}
        </FormField>
        <FormField wide label="Figure Note" error={errors.note?.message}>
          {(props) => <Input {...props} maxLength={300} {...register('note', { setValueAs: emptyToNull })} />}
        </FormField>
      </FieldGrid>
      <Actions>
        <Button variant="secondary" loading={isSubmitting} onClick={submit}>
          {figure ? 'Save Figure' : 'Add Figure'}
        </Button>
      </Actions>
    </div>
  );
}
