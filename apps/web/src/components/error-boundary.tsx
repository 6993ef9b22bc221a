import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCaughtError } from '../lib/report-error.ts';
import { GenericErrorScreen } from './generic-error-screen.tsx';

export type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { error: unknown; failed: boolean };

/** Last line of defence outside the router: any render crash shows the generic error screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    reportCaughtError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? (
      <GenericErrorScreen error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
