import { useId, type ReactElement } from 'react';
import { Field, FieldError, Label } from './Input';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A labelled control with its validation message; the label's htmlFor names the control. */
export function FormField({ label, error, children }: { label: string; error?: string; children: (props: ControlProps) => ReactElement }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
