import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@/client/config/paths";

/** Shown when a route fails to load or render (a network hiccup while fetching a page's code, say). */
export function RouteError() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600">This page could not be shown. Reloading usually helps.</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Reload
        </button>
        <Link to={paths.home} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium">
          Go home
        </Link>
      </div>
    </div>
  );
}

type RouteErrorBoundaryProps = {
  /** The current path: going to another page clears the error and tries to show that page. */
  pathname: string;
  children: ReactNode;
};

/** Catches what the routes throw while rendering, a page's chunk that failed to download included. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: Error | null; pathname: string }> {
  override state = { error: null as Error | null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: Error | null; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The console is where a developer looks; the user sees the page above.
    console.warn("The page failed", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
