import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@predental/contracts/user';
import { readSession } from './session-api';

export interface Session {
  user: User | null;
  isLoading: boolean;
  /** Why reading the current user last failed (identity down), else null. */
  unavailable: string | null;
  setUser: (user: User | null) => void;
  /** Re-reads the current user (after a profile or password change, or to end an outage). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Fetched once on start; never refetched on focus or polled (SignInOutage re-checks only during an outage). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  // A banner click and a timed re-check may overlap: only the latest read counts.
  const latestRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    let loaded: User | null;
    try {
      loaded = await readSession();
    } catch (error) {
      if (read !== latestRead.current) return;
      // Only `me: null` means nobody is signed in: keep the user we have rather than log them out.
      console.error('Could not load the current user', error);
      startTransition(() => {
        setUnavailable((error as Error).message);
        setIsLoading(false);
      });
      return;
    }
    if (read !== latestRead.current) return;
    // A transition: the answer renders the whole signed-in page (layout, sidebar, the page), which
    // at the default lane React did in one task of 100-200 ms at 4x CPU (issue 41); so it comes in
    // slices of a few ms, the browser painting and taking input between them.
    startTransition(() => {
      setUser(loaded);
      setUnavailable(null);
      setIsLoading(false);
    });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const session = useMemo(
    () => ({ user, isLoading, unavailable, setUser, refresh }),
    [user, isLoading, unavailable, refresh],
  );
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
