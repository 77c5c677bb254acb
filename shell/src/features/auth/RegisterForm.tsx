import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@predental/contracts/auth';
import type { User } from '@predental/contracts/user';
import { Button } from '@predental/design/Button';
import { toast } from '@predental/design/Toast';
import { TextField } from '@predental/design/FormField';
import { messageOf } from '../../lib/api';
import { register as registerUser } from './auth-api';
import { Form } from './LoginForm';

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: RegisterValues) => {
    try {
      const user = await registerUser(values);
      toast({ title: 'Registration successful', description: 'Welcome to the product!' });
      onSignedIn(user);
    } catch (error) {
      toast({ title: 'Registration failed', description: messageOf(error, 'Registration failed'), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" block loading={isSubmitting}>
        Create Account
      </Button>
    </Form>
  );
}
