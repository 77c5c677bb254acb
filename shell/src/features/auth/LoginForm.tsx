import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { loginSchema, type Login } from '@predental/contracts/auth';
import type { User } from '@predental/contracts/user';
import { Button } from '@predental/design/Button';
import { toast } from '@predental/design/Toast';
import { TextField } from '@predental/design/FormField';
import { messageOf } from '../../lib/api';
import { login } from './auth-api';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

interface LoginFormProps {
  admin: boolean;
  onSignedIn: (user: User) => void;
}

export function LoginForm({ admin, onSignedIn }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Login>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async (values: Login) => {
    try {
      const user = await login(values);
      if (admin) {
        toast({ title: 'Admin login successful', description: 'Welcome! Use the Admin Dashboard link in the sidebar for admin features.' });
      } else {
        toast({ title: 'Login successful', description: 'Welcome back to the product!' });
      }
      onSignedIn(user);
    } catch (error) {
      toast({ title: 'Login failed', description: messageOf(error, 'Authentication failed'), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" block loading={isSubmitting}>
        {admin ? 'Admin Login' : 'Login'}
      </Button>
    </Form>
  );
}
