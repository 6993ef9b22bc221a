import { PERSONAS, type Persona } from '@cyber/domain';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { paths } from '../config/paths.ts';
import { redirectSignedInVisitor, requireSession } from './loaders.ts';
import { RootLayout, rootLoader } from './root-layout.tsx';
import { NotFoundRoute } from './routes/public/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/*
 * Every screen is a lazy route: the sign-in page downloads neither the shell nor any dashboard.
 * Guards are plain loaders here, so they decide before any screen code loads.
 */
const loginRoute = () => import('./routes/public/login.tsx');
const personaLayout = () => import('./routes/persona/persona-layout.tsx');
const dashboard = () => import('./routes/persona/dashboard.tsx');

const personaRoute = (persona: Persona): RouteObject => ({
  path: persona,
  loader: requireSession(persona),
  lazy: personaLayout,
  children: [
    { index: true, loader: () => redirect(paths.persona.dashboard(persona)) },
    { path: 'dashboard', lazy: dashboard },
    // The vendor's landing after a jump is its claims; until claims exist it is the dashboard.
    ...(persona === 'vendor' ? [{ path: 'claims', lazy: dashboard }] : []),
    { path: '*', lazy: () => import('./routes/persona/section-not-found.tsx') },
  ],
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, loader: () => redirect(paths.login.href()) },
      { path: paths.login.path, loader: redirectSignedInVisitor, lazy: loginRoute },
      { path: paths.loginExisting.path, loader: redirectSignedInVisitor, lazy: loginRoute },
      { path: paths.logout.path, lazy: () => import('./routes/public/logout.tsx') },
      { path: paths.loading.path, lazy: () => import('./routes/public/loading.tsx') },
      {
        path: paths.passwordExpired.path,
        lazy: () => import('./routes/public/password-expired.tsx'),
      },
      { path: paths.serverDown.path, lazy: () => import('./routes/public/server-down.tsx') },
      { path: paths.unsupported.path, lazy: () => import('./routes/public/unsupported.tsx') },
      ...PERSONAS.map(personaRoute),
      // Screens of later features (forgot password, resend validation, sign-up…) land here.
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
