import type { CycleSettings } from '@predental/applications-contract/cycle';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { Button } from '@predental/design/Button';
import { FormField } from '@predental/design/FormField';
import { Input } from '@predental/design/Input';
import { Subheading } from '@predental/design/Page';
import { useForm, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';

// The schema, and zod, load as the admin first touches the form: the page shows the cycle without them.
const cycleSettingsSchema = formSchema(() =>
  import('@predental/applications-contract/cycle').then((cycle) => cycle.cycleSettingsSchema),
);

/** One column on a phone, two or three side by side where there is room. */
const Fields = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/** Each part of the cycle set apart from the one before. */
const Part = styled.section`
  & + & {
    margin-top: 24px;
  }
`;

const Actions = styled.div`
  margin-top: 24px;
`;

type Kind = 'text' | 'date' | 'url' | 'days' | 'dollars' | 'characters';

interface Setting {
  name: keyof CycleSettings;
  label: string;
  kind: Kind;
  hint?: string;
}

/** Every setting, in the order a cycle goes: its dates, the offers and their response windows, the fees. */
const PARTS: { title: string; settings: Setting[] }[] = [
  {
    title: 'Cycle',
    settings: [
      { name: 'cycleName', label: 'Cycle name', kind: 'text', hint: 'e.g. 2026–2027' },
      {
        name: 'aadsasOpensOn',
        label: 'AADSAS opening date',
        kind: 'date',
        hint: 'Leave empty until ADEA announces it',
      },
      { name: 'firstSubmissionOn', label: 'First submission date', kind: 'date', hint: 'Leave empty until known' },
    ],
  },
  {
    title: 'Offers and response windows',
    settings: [
      {
        name: 'firstOfferOn',
        label: 'First offer date',
        kind: 'date',
        hint: 'A student cannot record an offer dated before it',
      },
      { name: 'firstOfferSourceUrl', label: 'First offer date source', kind: 'url' },
      {
        name: 'longWindowDays',
        label: 'Days to answer an offer',
        kind: 'days',
        hint: 'For offers from the first offer date until the short window starts (ADEA: 30)',
      },
      {
        name: 'shortWindowFrom',
        label: 'Short window starts',
        kind: 'date',
        hint: 'ADEA: February 1',
      },
      { name: 'shortWindowDays', label: 'Days to answer in the short window', kind: 'days', hint: 'ADEA: 15' },
      {
        name: 'immediateAfter',
        label: 'Immediate answer after',
        kind: 'date',
        hint: 'After this day a school may ask for an immediate answer (May 15)',
      },
      { name: 'responseWindowsSourceUrl', label: 'Response windows source', kind: 'url' },
    ],
  },
  {
    title: 'AADSAS fees',
    settings: [
      { name: 'aadsasFeeFirst', label: 'AADSAS fee, first school ($)', kind: 'dollars' },
      { name: 'aadsasFeeAdditional', label: 'AADSAS fee, each additional school ($)', kind: 'dollars' },
      { name: 'aadsasFeeSourceUrl', label: 'AADSAS fee source', kind: 'url' },
      {
        name: 'aadsasFeeYear',
        label: 'AADSAS fee year',
        kind: 'text',
        hint: 'The year or cycle the fees were published for',
      },
    ],
  },
  {
    title: 'Letters of evaluation',
    settings: [
      {
        name: 'letterReminderDays',
        label: 'Days before a letter needs a follow-up',
        kind: 'days',
        hint: 'A letter requested longer ago and not completed shows in the next deadlines',
      },
    ],
  },
  {
    title: 'Personal statement',
    settings: [
      {
        name: 'statementLimit',
        label: 'Personal statement limit (characters)',
        kind: 'characters',
        hint: 'Spaces and line breaks included (AADSAS: 4,500)',
      },
      { name: 'statementLimitSourceUrl', label: 'Personal statement limit source', kind: 'url' },
      { name: 'statementPrompt', label: 'Personal statement prompt', kind: 'text', hint: 'Shown above the editor' },
      { name: 'statementPromptSourceUrl', label: 'Personal statement prompt source', kind: 'url' },
    ],
  },
];

/** An emptied optional box is "not known" (null); the schema says which may be. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

const INPUTS: Record<Kind, { type: string; step?: number; min?: number; options: RegisterOptions<CycleSettings> }> = {
  text: { type: 'text', options: { setValueAs: emptyAsNull } },
  date: { type: 'date', options: { setValueAs: emptyAsNull } },
  url: { type: 'url', options: { setValueAs: emptyAsNull } },
  days: { type: 'number', step: 1, min: 0, options: { valueAsNumber: true } },
  dollars: { type: 'number', step: 0.01, min: 0, options: { valueAsNumber: true } },
  characters: { type: 'number', step: 1, min: 100, options: { valueAsNumber: true } },
};

interface CycleSettingsFormProps {
  settings: CycleSettings;
  saving: boolean;
  onSave: (settings: CycleSettings) => void;
  /** The form's checks could not load: the 'Error' toast. */
  onFail: (error: Error) => void;
}

/** Every setting of the cycle, checked by the contract's rules before it is sent; the server checks the windows' order. */
export function CycleSettingsForm({ settings, saving, onSave, onFail }: CycleSettingsFormProps) {
  const { register, handleSubmit, formState } = useForm<CycleSettings>({
    resolver: resolverOf(cycleSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={submitting(
        handleSubmit((values) => onSave(values)),
        onFail,
      )}
      onFocus={() => preload(cycleSettingsSchema)}
    >
      {PARTS.map((part) => (
        <Part key={part.title}>
          <Subheading>{part.title}</Subheading>
          <Fields>
            {part.settings.map(({ name, label, kind, hint }) => {
              const { options, ...input } = INPUTS[kind];
              return (
                <FormField key={name} label={label} hint={hint} error={errors[name]?.message}>
                  {(props) => <Input {...props} {...input} {...register(name, options)} />}
                </FormField>
              );
            })}
          </Fields>
        </Part>
      ))}
      <Actions>
        <Button type="submit" loading={saving}>
          Save Settings
        </Button>
      </Actions>
    </form>
  );
}
