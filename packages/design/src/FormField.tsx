import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Field, FieldError, FieldHint, Input, Label } from './Input';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (props: ControlProps) => ReactElement;
}

/** A labelled control with its hint and validation message; ids tie them together (getByLabel works, errors are announced). */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The common case: a labelled text input. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <Input {...input} {...control} />}
    </FormField>
  );
}
