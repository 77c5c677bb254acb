import type { ComponentProps, ReactNode } from 'react';
import { Field, FieldError, FieldHint, Input, Label } from '@predental/design/Input';

export interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Label, input, hint and error wired together by ids (getByLabel works, errors are announced). */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
