import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@predental/contracts/user';
import { fetchCurrentUser } from './session-api';

export interface Session {
  user: User | null;
  isLoading: boolean;
  setUser: (user: User | null) => void;
  /** Re-reads GET /api/user (after a profile or password change). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function loadUser(): Promise<User | null> {
  try {
    return await fetchCurrentUser();
  } catch (error) {
    // No retries (SPEC §4): an unreachable server reads as "not signed in".
    console.error('Could not load the current user', error);
    return null;
  }
}

/** Fetched once on start; never refetched on focus or polled. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let active = true;
    loadUser().then((loaded) => {
      if (!active) return;
      setUser(loaded);
      setIsLoading(false);
    });
    return () => {
      active = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    setUser(await loadUser());
  }, []);

  const session = useMemo(() => ({ user, isLoading, setUser, refresh }), [user, isLoading, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For screens behind RequireUser, where a user is guaranteed. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
