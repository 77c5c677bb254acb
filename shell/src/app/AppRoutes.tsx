import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireUser } from '../features/session/RequireUser';
import { remoteRoutes } from './remote-routes';

// Every screen is its own chunk: the landing page loads none of the signed-in code.
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const AuthPage = lazy(() => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const SignedInLayout = lazy(() => import('./SignedInLayout').then((m) => ({ default: m.SignedInLayout })));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const ApplicationSummaryPage = lazy(() => import('../features/application-summary/ApplicationSummaryPage').then((m) => ({ default: m.ApplicationSummaryPage })));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const CheckoutPage = lazy(() => import('../features/coming-soon/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const BuyTokensPage = lazy(() => import('../features/coming-soon/BuyTokensPage').then((m) => ({ default: m.BuyTokensPage })));
const RemoteArea = lazy(() => import('../features/remote-area/RemoteArea').then((m) => ({ default: m.RemoteArea })));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/auth" element={<AuthPage />} />
      <Route element={<RequireUser />}>
        <Route element={<SignedInLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          {remoteRoutes.map(({ path, remote, module }) => (
            <Route key={path} path={path} element={<RemoteArea key={path} remote={remote} module={module} />} />
          ))}
          <Route path="/application-summary" element={<ApplicationSummaryPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/buy-tokens" element={<BuyTokensPage />} />
          <Route path="/token-purchase-success" element={<Navigate to="/buy-tokens" replace />} />
          <Route path="/token-purchase-cancel" element={<Navigate to="/buy-tokens" replace />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
