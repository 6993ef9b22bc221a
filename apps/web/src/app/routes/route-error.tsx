import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericErrorScreen } from '../../components/generic-error-screen.tsx';
import { NotFoundRoute } from './public/not-found.tsx';

/** The router's error element: unknown paths get the not-found page, crashes the error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <GenericErrorScreen error={error} />;
}
