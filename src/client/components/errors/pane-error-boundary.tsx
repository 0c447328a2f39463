import { Component, type ErrorInfo, type ReactNode } from "react";

type PaneErrorBoundaryProps = {
  /** What stopped working, for the message: "The code editor". */
  name: string;
  children: ReactNode;
};

/**
 * Keeps a risky pane's failure (a code editor, a runner's results, a canvas, a chart) inside that pane:
 * the rest of the page stays usable, and "Try again" remounts the pane. A lazy chunk that failed to
 * download lands here too.
 */
export class PaneErrorBoundary extends Component<PaneErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The console is where a developer looks; the user sees the message below.
    console.warn(`${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex h-full min-h-32 flex-col items-center justify-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-center text-sm text-red-800"
      >
        <p>{this.props.name} stopped working. Your saved work is safe.</p>
        <button
          type="button"
          onClick={() => this.setState({ error: null })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-50"
        >
          Try again
        </button>
      </div>
    );
  }
}
