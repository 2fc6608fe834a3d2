import { Component, type ReactNode } from 'react';

import { ErrorPage } from './error-page';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When it changes (the learner went to another page), a caught error is forgotten and the children render again. */
  resetKey: string;
};

type ErrorBoundaryState = { error: unknown; resetKey: string };

/** Shows ErrorPage instead of a page that threw while rendering, or whose code could not be loaded. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> {
    // Once the learner is on another page, an error caught on the last one belongs to the past.
    return props.resetKey === state.resetKey ? {} : { error: null, resetKey: props.resetKey };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof Error) return <ErrorPage summary={error.message} stack={error.stack} />;
    return <ErrorPage summary={String(error)} />;
  }
}
