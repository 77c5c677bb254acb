import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@predental/design/Spinner';
import { DesignProvider } from '@predental/design/theme';
import { SessionProvider } from '../features/session/SessionProvider';
import { SignInOutage } from '../features/session/SignInOutage';
import { LazyToaster } from '../lib/toast';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <DesignProvider>
      <SessionProvider>
        <SignInOutage />
        <BrowserRouter>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
        <LazyToaster />
      </SessionProvider>
    </DesignProvider>
  );
}
