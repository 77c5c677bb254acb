import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { apolloClient } from '../../lib/data-client';
import { messageOf } from '../../lib/error-message';
import { logout } from '../auth';
import { saveProfilePhoto } from '../settings';
import { useSession } from '../session';

export function useLogout() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();

  return async () => {
    try {
      await logout();
      // This browser keeps no one's photo once they have logged out.
      if (user) saveProfilePhoto(user.id, null);
      // Same tick, so the guard never sees "no user" on a protected route.
      setUser(null);
      navigate('/');
      await (await apolloClient()).clearStore();
      toast({ title: 'Logged out successfully', description: "You've been securely logged out." });
    } catch (error) {
      toast({ title: 'Logout failed', description: messageOf(error, 'Logout failed'), variant: 'destructive' });
    }
  };
}
