import { clsx } from "clsx";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={clsx("inline-block", className)}>
      <span className="block size-full animate-spin rounded-full border-2 border-current border-r-transparent" />
    </span>
  );
}

/** Covers the page while the first session lookup runs, so no screen flashes the wrong state. */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 grid place-items-center bg-white" data-testid="full-screen-spinner">
      <Spinner className="size-10 text-brand-600" label="Loading PrepPilot" />
    </div>
  );
}
