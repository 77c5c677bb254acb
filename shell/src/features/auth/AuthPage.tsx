import { memo, useCallback, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@predental/contracts/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { TabPanels } from '@predental/design/Tabs';
import { media } from '@predental/design/theme';
import { Brand } from '../../components/Brand';
import { useSession } from '../session';
import { AuthSidePanel } from './AuthSidePanel';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { redirectTarget } from './redirect';

/** SPEC §2: after an admin logs in, navigation happens after 100 ms. */
const ADMIN_REDIRECT_DELAY_MS = 100;

const Layout = styled.div`
  display: grid;
  min-height: 100vh;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 32px;
  padding: 24px;
  ${media.md} {
    padding: 40px 56px;
  }
`;

const FormCard = styled(Card)`
  width: 100%;
  max-width: 440px;
  margin: auto;
`;

const Switch = styled.p`
  margin-top: 16px;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  button {
    border: none;
    background: none;
    padding: 0;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    text-decoration: underline;
  }
`;

/** Signed in already: on to the target. Otherwise the forms, which the session's arrival does not render again. */
export function AuthPage() {
  const [params] = useSearchParams();
  const { user, setUser } = useSession();
  const admin = params.get('admin') === 'true';
  const target = redirectTarget(params.get('redirect'));
  // Set when this page signed the user in, so the submit handler (not the guard) navigates.
  const signedInHere = useRef(false);
  const onUser = useCallback(
    (signedIn: User) => {
      signedInHere.current = true;
      setUser(signedIn);
    },
    [setUser],
  );

  if (user && !signedInHere.current) return <Navigate to={target} replace />;
  return <AuthForms admin={admin} target={target} onUser={onUser} />;
}

interface AuthFormsProps {
  admin: boolean;
  target: string;
  onUser: (user: User) => void;
}

const AuthForms = memo(function AuthForms({ admin, target, onUser }: AuthFormsProps) {
  const navigate = useNavigate();

  const onSignedIn = (signedIn: User) => {
    onUser(signedIn);
    if (admin) setTimeout(() => navigate(target, { replace: true }), ADMIN_REDIRECT_DELAY_MS);
    else navigate(target, { replace: true });
  };

  return (
    <Layout>
      <Main>
        <Brand />
        <FormCard>
          <CardHeader>
            <CardTitle as="h1">{admin ? 'Admin Access' : 'Welcome to PreDental Tracker'}</CardTitle>
            <CardDescription>
              {admin
                ? 'Enter your credentials to access admin portal'
                : 'Log in to your account or create a new one to get started.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {admin ? <LoginForm admin onSignedIn={onSignedIn} /> : <AccountTabs onSignedIn={onSignedIn} />}
          </CardContent>
        </FormCard>
      </Main>
      <AuthSidePanel />
    </Layout>
  );
});

/** Login and Register as tabs; the line under each form opens the other. */
function AccountTabs({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [tab, setTab] = useState('login');
  return (
    <TabPanels
      label="Account"
      stretch
      open={tab}
      onOpenChange={setTab}
      tabs={[
        {
          value: 'login',
          label: 'Login',
          content: (
            <>
              <LoginForm admin={false} onSignedIn={onSignedIn} />
              <Switch>
                Don&apos;t have an account?{' '}
                <button type="button" onClick={() => setTab('register')}>
                  Sign up
                </button>
              </Switch>
            </>
          ),
        },
        {
          value: 'register',
          label: 'Register',
          content: (
            <>
              <RegisterForm onSignedIn={onSignedIn} />
              <Switch>
                Already have an account?{' '}
                <button type="button" onClick={() => setTab('login')}>
                  Log in
                </button>
              </Switch>
            </>
          ),
        },
      ]}
    />
  );
}
