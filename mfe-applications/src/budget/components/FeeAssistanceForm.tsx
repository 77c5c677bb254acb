import type { FeeAssistance } from '@predental/applications-contract/application';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { firstIssue } from '@predental/contracts/api-error';
import { Button } from '@predental/design/Button';
import { Checkbox } from '@predental/design/Checkbox';
import { TextField } from '@predental/design/FormField';
import { Inline } from '@predental/design/Page';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 360px;
`;

// The schema, and zod, load as the student first touches the form: the budget shows without them.
const feeAssistanceSchema = formSchema(() =>
  import('@predental/applications-contract/application').then((application) => application.feeAssistanceSchema),
);

interface FeeAssistanceFormProps {
  assistance: FeeAssistance;
  saving: boolean;
  onSave: (assistance: FeeAssistance) => void;
}

/** ADEA's Fee Assistance Program: whether the student is on it and how much of the AADSAS fees it covers. */
export function FeeAssistanceForm({ assistance, saving, onSave }: FeeAssistanceFormProps) {
  const [onProgram, setOnProgram] = useState(assistance.onProgram);
  const [amount, setAmount] = useState(String(assistance.amountCovered));
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Leaving the program keeps nothing covered; an emptied box is no amount.
    const amountCovered = onProgram ? (amount.trim() === '' ? Number.NaN : Number(amount)) : 0;
    const parsed = (await feeAssistanceSchema()).safeParse({ onProgram, amountCovered });
    setError(parsed.success ? undefined : firstIssue(parsed.error));
    if (parsed.success) onSave(parsed.data);
  };

  return (
    <Form
      noValidate
      onSubmit={submitting(submit, (failure) => setError(failure.message))}
      onFocus={() => preload(feeAssistanceSchema)}
      aria-label="Fee Assistance Program"
    >
      <Checkbox label="Fee Assistance Program" checked={onProgram} onCheckedChange={setOnProgram} />
      <TextField
        label="Amount covered ($)"
        type="number"
        min={0}
        step={0.01}
        disabled={!onProgram}
        value={onProgram ? amount : '0'}
        error={error}
        hint="What the program pays of your AADSAS fees"
        onChange={(event) => setAmount(event.target.value)}
      />
      <Inline>
        <Button type="submit" variant="outline" loading={saving}>
          Save Fee Assistance
        </Button>
      </Inline>
    </Form>
  );
}
