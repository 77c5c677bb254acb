import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithDesign } from '@predental/design/test-support/render';
import type { useSession } from '../session';
import { AuthPage } from './AuthPage';

let session: ReturnType<typeof useSession> = {
  user: null,
  isLoading: true,
  unavailable: null,
  setUser: () => undefined,
  refresh: () => Promise.resolve(),
};
jest.mock('../session', () => ({ useSession: () => session }));

// Counts the login form's renders, around the real one.
const loginFormRenders = jest.fn();
jest.mock('./LoginForm', () => {
  const actual = jest.requireActual<typeof import('./LoginForm')>('./LoginForm');
  return {
    ...actual,
    LoginForm: (props: ComponentProps<typeof actual.LoginForm>) => {
      loginFormRenders();
      return <actual.LoginForm {...props} />;
    },
  };
});

const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };
// A new element each time, as a context's change renders the page again.
const page = () => (
  <MemoryRouter initialEntries={['/auth']} future={FUTURE}>
    <AuthPage />
  </MemoryRouter>
);

const renderAuthPage = () => renderWithDesign(page());

describe('The auth page', () => {
  it('opens on the Login tab, whose panel alone holds a form', () => {
    renderAuthPage();
    const login = screen.getByRole('tab', { name: 'Login', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'Login' });
    expect(login.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Register', selected: false })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('moves to Register by its tab, the arrow keys and the Sign up link, and back by Log in', async () => {
    const { user } = renderAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tabpanel', { name: 'Register' }).textContent).toContain('Create Account');
    expect(screen.queryByRole('tabpanel', { name: 'Login' })).toBeNull();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBe(document.activeElement);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeTruthy();
  });

  it("does not render the forms again when the visitor's session arrives", () => {
    const { rerender } = renderAuthPage();
    const renders = loginFormRenders.mock.calls.length;
    session = { ...session, isLoading: false };
    rerender(page());
    expect(loginFormRenders.mock.calls.length).toBe(renders);
  });
});
