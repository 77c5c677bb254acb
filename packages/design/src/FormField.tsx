import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, Input, Label } from './Input';

/** A dialog's fields, two to a row; a `wide` one (class name) takes a whole row. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  & > .wide {
    grid-column: 1 / -1;
  }
`;

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** In a FieldGrid: the whole row. */
  wide?: boolean;
  children: (props: ControlProps) => ReactElement;
}

/** A labelled control with its hint and validation message; ids tie them together (getByLabel works, errors are announced). */
export function FormField({ label, error, hint, wide, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={wide ? 'wide' : undefined}>
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
