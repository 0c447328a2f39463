import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { paths } from "@/client/config/paths";

/** Shown when a route fails to load or render (a network hiccup while fetching a page's code, say). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600">
        This page could not be shown{detail ? ` (${detail})` : ""}. Reloading usually helps.
      </p>
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
