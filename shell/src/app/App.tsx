import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@predental/design/Spinner';
import { DesignProvider } from '@predental/design/theme';
import { Toaster } from '@predental/design/Toast';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <DesignProvider>
      <SessionProvider>
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
