import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { firstIssue } from '@predental/contracts/api-error';
import { Button } from '@predental/design/Button';
import { FormField } from '@predental/design/FormField';
import { Input } from '@predental/design/Input';
import { useState, type FormEvent } from 'react';

// The schema, and zod, load as the student starts a title: the screen shows statements without them.
const statementInputSchema = formSchema(() =>
  import('@predental/applications-contract/personal-statement').then((statement) => statement.statementInputSchema),
);

/** A new statement by its title (the contract's rules); it opens in the editor once added. */
export function NewStatementForm({ adding, onAdd }: { adding: boolean; onAdd: (title: string) => Promise<unknown> }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await statementInputSchema()).safeParse({ title });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(undefined);
    await onAdd(parsed.data.title);
    setTitle('');
  };
  return (
    <form noValidate onSubmit={submitting(submit, (failure) => setError(failure.message))}>
      <FormField label="Title" error={error} hint="e.g. Why oral health, draft for Dr. Lee">
        {(props) => (
          <Input
            {...props}
            value={title}
            onFocus={() => preload(statementInputSchema)}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" loading={adding}>
        New statement
      </Button>
    </form>
  );
}
