import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '@predental/design/Spinner';
import { media } from '@predental/design/theme';
// The remote area's files, not its index: that brings RemoteArea and the federation's runtime,
// which this chunk then carried and evaluated in its task before the page used them (issue 41).
import { sidebarNav, type ScreenRoute } from '../features/remote-area/screen-table';
import { useRemoteScreens } from '../features/remote-area/use-remote-screens';
import { useCurrentUser } from '../features/session';
import { shellNav } from '../features/sidebar/nav-items';
import { Sidebar } from '../features/sidebar/Sidebar';

const Frame = styled.div`
  min-height: 100vh;
  ${media.md} {
    display: flex;
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 24px 16px 48px;
  ${media.md} {
    padding: 32px 40px 64px;
  }
`;

const Content = styled.div`
  max-width: 1200px;
  margin: 0 auto;
`;

/**
 * The sidebar with its entries; `routes`: the remotes' screens the page routes to (AppRoutes), so
 * every entry leads somewhere. A component of its own: the areas' declarations arriving render the
 * sidebar again, not the page.
 */
function SidebarWithNav({ routes }: { routes: ScreenRoute[] }) {
  const user = useCurrentUser();
  const { declared } = useRemoteScreens({ read: true });
  const nav = useMemo(() => sidebarNav(shellNav, declared, routes, user.isAdmin), [declared, routes, user.isAdmin]);
  return <Sidebar nav={nav} />;
}

/** Everything behind sign-in; Apollo comes with the parts that read through it (lib/data-client). */
export function SignedInLayout({ routes }: { routes: ScreenRoute[] }) {
  return (
    <Frame>
      <SidebarWithNav routes={routes} />
      <Main>
        <Content>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Content>
      </Main>
    </Frame>
  );
}
