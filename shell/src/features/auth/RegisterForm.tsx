import { Muted } from '@predental/design/Page';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import type { RegisterForm as RegisterValues } from '@predental/identity-contract/auth';
import type { User } from '@predental/contracts/user';
import { FormTextField, SubmitButton } from '../../components/FormFields';
import { register as registerUser } from './auth-api';
import { Form } from './LoginForm';
import { failureToast, requestWithToasts } from '../../lib/request-with-toasts';

const REGISTERED = {
  done: { title: 'Registration successful', description: 'Welcome to the product!' },
  failedTitle: 'Registration failed',
  fallback: 'Registration failed',
};

// Loaded as the student starts signing up, as the login form's.
const registerSchema = formSchema(() =>
  import('@predental/identity-contract/auth').then((auth) => auth.registerFormSchema),
);

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const form = useForm<RegisterValues>({
    resolver: resolverOf(registerSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const [solving, setSolving] = useState(false);

  const onSubmit = async (values: RegisterValues) => {
    try {
      await requestWithToasts(() => registerUser(values, () => setSolving(true)), REGISTERED, onSignedIn);
    } finally {
      setSolving(false);
    }
  };

  return (
    <Form
      onSubmit={submitting(form.handleSubmit(onSubmit), failureToast(REGISTERED))}
      onFocus={() => preload(registerSchema)}
      noValidate
    >
      <FormTextField form={form} name="username" label="Username" autoComplete="username" />
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      <FormTextField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton form={form} block>
        Create Account
      </SubmitButton>
      <Muted role="status">
        {solving
          ? 'Many people signed up from this network: your browser is solving a short puzzle to confirm you are a person (a second or two)…'
          : ''}
      </Muted>
    </Form>
  );
}
