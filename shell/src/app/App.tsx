import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@predental/design/Spinner';
import { DesignProvider } from '@predental/design/theme';
import { Toaster } from '@predental/design/Toast';
import { SessionProvider } from '../features/session/SessionProvider';
import { SignInOutage } from '../features/session/SignInOutage';
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
        <Toaster />
      </SessionProvider>
    </DesignProvider>
  );
}
