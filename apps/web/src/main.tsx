// First: zod must know it runs without `eval` before any schema is built.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { recordNavigation, startErrorReporter } from './lib/report-error.ts';

const router = createAppRouter();
router.subscribe((state) => recordNavigation(state.location.pathname));
const container = document.getElementById('root');

if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // Errors go to the platform's own endpoint, with the route changes and clicks before them; the
  // reporter arrives once the page has loaded, outside the first load's JavaScript.
  window.addEventListener('load', () => void startErrorReporter(), { once: true });
}
