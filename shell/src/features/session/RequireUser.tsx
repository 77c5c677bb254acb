import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@predental/design/Spinner';
import { useSession } from './SessionProvider';

/** Guards every route except / and /auth. */
export function RequireUser() {
  const { user, isLoading, unavailable } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading your account" />;
  if (!user) {
    // Sign-in is down, so who this is is unknown: SignInOutage says so; sending them to /auth would not help.
    if (unavailable) return null;
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
