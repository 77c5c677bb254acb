import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import type { Login } from '@predental/identity-contract/auth';
import type { User } from '@predental/contracts/user';
import { FormTextField, SubmitButton } from '../../components/FormFields';
import { login } from './auth-api';
import { failureToast, requestWithToasts } from '../../lib/request-with-toasts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const LOGIN_FAILED = { failedTitle: 'Login failed', fallback: 'Authentication failed' };
const WELCOME = { title: 'Login successful', description: 'Welcome back to the product!' };
const ADMIN_WELCOME = {
  title: 'Admin login successful',
  description: 'Welcome! Use the Admin Dashboard link in the sidebar for admin features.',
};

// The schema, and zod, load as the student starts signing in: /auth shows its forms without them (issue 41).
const loginSchema = formSchema(() => import('@predental/identity-contract/auth').then((auth) => auth.loginSchema));

interface LoginFormProps {
  admin: boolean;
  onSignedIn: (user: User) => void;
}

export function LoginForm({ admin, onSignedIn }: LoginFormProps) {
  const form = useForm<Login>({ resolver: resolverOf(loginSchema), defaultValues: { username: '', password: '' } });

  const welcome = admin ? ADMIN_WELCOME : WELCOME;
  const onSubmit = (values: Login) =>
    requestWithToasts(() => login(values), { done: welcome, ...LOGIN_FAILED }, onSignedIn);

  return (
    <Form
      onSubmit={submitting(form.handleSubmit(onSubmit), failureToast(LOGIN_FAILED))}
      onFocus={() => preload(loginSchema)}
      noValidate
    >
      <FormTextField form={form} name="username" label="Username" autoComplete="username" />
      <FormTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <SubmitButton form={form} block>
        {admin ? 'Admin Login' : 'Login'}
      </SubmitButton>
    </Form>
  );
}
