import { Link, Outlet } from "react-router";
import { paths } from "@/client/config/paths";

/** The shell for signed-out visitors: site header and footer around the page. */
export function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6">
          <Link to={paths.home} className="flex items-center gap-2 font-semibold text-slate-900">
            <img src="/favicon.svg" alt="" className="size-8" />
            PrepPilot
          </Link>
          <div className="flex items-center gap-3">
            <Link
              to={paths.login}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900"
            >
              Login
            </Link>
            <Link
              to={paths.signup}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Sign Up
            </Link>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-600 sm:px-6">
          © 2024 PrepPilot. All rights reserved.
        </div>
      </footer>
    </div>
  );
}
