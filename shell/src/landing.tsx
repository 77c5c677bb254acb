import { createRoot } from 'react-dom/client';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';
import { DesignProvider } from '@predental/design/theme';
import { LandingContent } from './features/landing/LandingPage';
import { fetchCurrentUser } from './features/session/session-api';

/**
 * The first visit to /: the landing page alone, without the federation runtime, Apollo or any
 * signed-in screen (its initial JS budget is 150 KB gzipped). Every link loads the full app.
 */
const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const pageLoads: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <DesignProvider>
    <Router location="/" navigator={pageLoads}>
      <LandingContent />
    </Router>
  </DesignProvider>,
);

// SPEC §2: a signed-in visitor goes to the dashboard.
fetchCurrentUser().then(
  (user) => user && window.location.replace('/dashboard'),
  () => undefined,
);
