import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen, type ErrorScreenProps } from "./error-screen";

interface Props extends Pick<ErrorScreenProps, "variant" | "takeFocus"> {
  children: ReactNode;
  /** Shown in the title: '<name> Error'. */
  name?: string;
  onError?(error: Error, info: ErrorInfo): void;
  /** Replaces the standard screen (null: show nothing). */
  fallback?: ReactNode;
}

/**
 * Seed 000 §2: contains a crash to one area of the page (a landing section, a lazily loaded
 * dialog whose code failed to arrive); route errors use the route ErrorBoundary.
 */
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
    const { children, fallback, name, variant = "section", takeFocus } = this.props;
    if (!this.state.error) return children;
    if (fallback !== undefined) return fallback;
    return (
      <ErrorScreen error={this.state.error} name={name} variant={variant} takeFocus={takeFocus} />
    );
  }
}
