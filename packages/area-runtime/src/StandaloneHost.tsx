import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import type { AreaProps } from './area';
import type { User } from '@predental/contracts/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { PageSpinner } from '@predental/design/Spinner';
import { TabPanels } from '@predental/design/Tabs';
import { DesignProvider } from '@predental/design/theme';
import { toast, Toaster } from '@predental/design/Toast';
import { createApolloClient } from './apollo-client';
import { parseWithoutEval } from '@predental/contracts/browser-zod';

export interface StandalonePage {
  label: string;
  Page: ComponentType<AreaProps>;
}

/** The signed-in user from the platform's session, or null (sign in through the shell first). */
function useUser(): User | null | undefined {
  const [user, setUser] = useState<User | null>();
  useEffect(() => {
    fetch('/api/user', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<User>) : null))
      .then(setUser, () => setUser(null));
  }, []);
  return user;
}

function StandaloneHost({ area, pages }: { area: string; pages: StandalonePage[] }) {
  const user = useUser();
  if (user === undefined) return <PageSpinner />;
  if (user === null) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{area}: sign in first</CardTitle>
          <CardDescription>
            This page runs the {area} area on its own against the platform&apos;s API.{' '}
            <a href={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>Sign in</a>, then come back.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  // Values by position: they are part of the tab and panel ids, and labels have spaces.
  return (
    <TabPanels
      label={area}
      tabs={pages.map(({ label, Page }, index) => ({
        value: String(index),
        label,
        content: (
          <CardContent>
            <Page user={user} notify={toast} />
          </CardContent>
        ),
      }))}
    />
  );
}

/** The pages' search parameters (an open dialog, a selection) go into the address, so a reload or a shared link opens the same view. */
function SearchInAddress() {
  const { search } = useLocation();
  useEffect(() => {
    if (search !== window.location.search)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  }, [search]);
  return null;
}

/**
 * Renders one remote's pages without the shell, so its team can run and check the area alone.
 * Links inside the pages move a memory router: there are no shell routes to go to. It starts
 * from the address's search parameters and keeps them in the address.
 */
export function renderStandalone(area: string, pages: StandalonePage[]): void {
  parseWithoutEval();
  const client = createApolloClient();
  const root = document.createElement('div');
  root.style.padding = '24px';
  document.body.appendChild(root);
  createRoot(root).render(
    <DesignProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[`/${window.location.search}`]}>
          <SearchInAddress />
          <StandaloneHost area={area} pages={pages} />
        </MemoryRouter>
        <Toaster />
      </ApolloProvider>
    </DesignProvider>,
  );
}
