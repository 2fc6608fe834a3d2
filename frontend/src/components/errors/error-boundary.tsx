import { Component, type ReactNode } from 'react';

import { ErrorPage } from './error-page';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When it changes (the learner went to another page), a caught error is forgotten and the children render again. */
  resetKey: string;
};

type ErrorBoundaryState = { error: unknown; errorKey: string | null };

/** Shows ErrorPage instead of a page that threw while rendering, or whose code could not be loaded. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> {
    // Remember on which page the error happened; once the page changes, the error belongs to the past.
    if (state.error === null) return {};
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? {} : { error: null, errorKey: null };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof Error) return <ErrorPage summary={error.message} stack={error.stack} />;
    return <ErrorPage summary={String(error)} />;
  }
}
