import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '@predental/design/Spinner';
import { media } from '@predental/design/theme';
import type { ScreenRoute } from '../features/remote-area/screen-table';
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

/** Everything behind sign-in; Apollo comes with the parts that read through it (lib/data-client). */
export function SignedInLayout({ routes }: { routes: ScreenRoute[] }) {
  return (
    <Frame>
      <Sidebar routes={routes} />
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
