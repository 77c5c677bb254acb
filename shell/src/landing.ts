import { showFeatures } from './features/landing/show-features';
import { fetchCurrentUser } from './features/session/session-api';

/**
 * The first visit to /: its HTML is the landing page itself, rendered from LandingContent at build
 * time (landing-html.tsx), so this script adds only what the page does: no React, no router, no
 * styles at run time (issue 41). Links are plain links: each loads the full app.
 */
document.querySelector('[data-show-features]')?.addEventListener('click', showFeatures);

const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll('[data-current-year]')) {
  if (element.textContent !== year) element.textContent = year;
}

// SPEC §2: a signed-in visitor goes to the dashboard.
fetchCurrentUser().then(
  (user) => user && window.location.replace('/dashboard'),
  () => undefined,
);
