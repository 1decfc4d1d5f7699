import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

interface Props {
  children: ReactNode;
  /** Shown in the title: '<name> Error'. */
  name?: string;
  onError?(error: Error, info: ErrorInfo): void;
  /** Replaces the standard screen. */
  fallback?: ReactNode;
}

/** Contains a crash to one area of the page (route errors use the route ErrorBoundary). */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ?? <ErrorScreen error={this.state.error} name={this.props.name} />;
  }
}
