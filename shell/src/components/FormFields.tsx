import { Button } from '@predental/design/Button';
import { TextField, type TextFieldProps } from '@predental/design/FormField';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface FormTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, 'form' | 'name' | 'error'> {
  form: UseFormReturn<T>;
  name: Path<T>;
}

/** A labelled text input registered with its form, showing the form's message for it. */
export function FormTextField<T extends FieldValues>({ form, name, ...field }: FormTextFieldProps<T>) {
  return (
    <TextField {...field} error={form.getFieldState(name, form.formState).error?.message} {...form.register(name)} />
  );
}

/** The form's submit button, busy while the form submits; `block` fills the form's width. */
export function SubmitButton<T extends FieldValues>({
  form,
  block,
  children,
}: {
  form: UseFormReturn<T>;
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" block={block} loading={form.formState.isSubmitting}>
        {children}
      </Button>
    </div>
  );
}
