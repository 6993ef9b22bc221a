import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericErrorScreen } from '../../components/generic-error-screen.tsx';
import { reportCaughtError } from '../../lib/report-error.ts';
import { NotFoundRoute } from './public/not-found.tsx';

/** The router's error element: unknown paths get the not-found page, crashes the error screen. */
export function RouteError() {
  const error = useRouteError();
  // A crash is reported; an answer the router was given (a 404 page, a thrown response) is not.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportCaughtError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <GenericErrorScreen error={error} />;
}
