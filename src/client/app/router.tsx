import { type ComponentType, use } from "react";
import { parse } from "regexparam";
import { type AroundNavHandler, matchRoute, Redirect, Route, Router, useLocation } from "wouter";
import { MarketingLayout } from "@/client/app/layouts/marketing-layout";
import { RouteErrorBoundary } from "@/client/components/errors/route-error";
import { RootLayout } from "@/client/components/layouts/root-layout";
import { PublicOnly, RequireAuth } from "@/client/features/auth";
import { stampNavigation } from "@/client/lib/navigation";

/** Every page module under ./routes, each its own chunk (a glob, so a route can name its file once). */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  "./routes/*/*.tsx",
  // Parts of the GDPR page, not a page.
  "!./routes/legal/gdpr-tabs.tsx",
]);

export type PageHandle = {
  /** The page module's path from the project root, as the client build's manifest names it. */
  module: string;
  /** The page's name under ./routes ("marketing/home"). */
  name: string;
  usesQuery: boolean;
};

/** The page components already fetched, by page name: read synchronously, so nothing suspends on hydration. */
const loadedPages = new Map<string, ComponentType>();
const loadingPages = new Map<string, Promise<ComponentType>>();

/** The module loadQueryProvider imports, as the client build's manifest names it (for the prerender's preloads). */
export const QUERY_PROVIDER_MODULE = "src/client/lib/query-provider.tsx";
const loadQueryProvider = () => import("@/client/lib/query-provider").then((module) => module.QueryProvider);

function loadPage(name: string, usesQuery: boolean): Promise<ComponentType> {
  let loading = loadingPages.get(name);
  if (!loading) {
    const load = PAGE_MODULES[`./routes/${name}.tsx`];
    if (!load) throw new Error(`No page module src/client/app/routes/${name}.tsx`);
    loading = Promise.all([load(), usesQuery ? loadQueryProvider() : undefined]).then(
      ([{ default: Page }, QueryProvider]) => {
        const Loaded = QueryProvider
          ? () => (
              <QueryProvider>
                <Page />
              </QueryProvider>
            )
          : Page;
        loadedPages.set(name, Loaded);
        return Loaded;
      },
      (error: unknown) => {
        // A later visit tries again (a network hiccup passes).
        loadingPages.delete(name);
        throw error;
      },
    );
    loadingPages.set(name, loading);
  }
  return loading;
}

/** A page, fetched before its route is first shown (main.tsx for the first page, `aroundNav` for the rest). */
function LazyPage({ name, usesQuery }: { name: string; usesQuery: boolean }) {
  const Page = loadedPages.get(name) ?? use(loadPage(name, usesQuery));
  return <Page />;
}

/**
 * Who may open a page. "public": a signed-out visitor's page, the same for everyone, so it is
 * prerendered at build time (scripts/prerender.mjs); a signed-in user is sent to the workspace.
 * "anyone": signed in or out, not prerendered. "signed-in": the workspace; a visitor is sent to login.
 */
type Access = "public" | "anyone" | "signed-in";

type PageRoute = {
  /** The URL pattern (":id" names a parameter, read with wouter's useParams). */
  path: string;
  /** The page module under ./routes ("marketing/home"), its own chunk. */
  page: string;
  access: Access;
  /** The page reads or writes server data with TanStack Query: it gets the QueryClient with its code. */
  usesQuery?: boolean;
};

/** Every page. An unknown path goes to the home page. */
export const pageRoutes: readonly PageRoute[] = [
  { path: "/", page: "marketing/home", access: "public" },
  { path: "/features", page: "marketing/features", access: "public" },
  { path: "/about", page: "marketing/about", access: "public" },
  { path: "/careers", page: "marketing/careers", access: "public" },
  { path: "/help", page: "marketing/help", access: "public" },
  { path: "/interview-guide", page: "marketing/interview-guide", access: "public" },
  { path: "/success-stories", page: "marketing/success-stories", access: "public" },
  { path: "/webinars", page: "marketing/webinars", access: "public" },
  { path: "/contact", page: "marketing/contact", access: "public", usesQuery: true },
  { path: "/privacy", page: "legal/privacy", access: "public" },
  { path: "/terms", page: "legal/terms", access: "public" },
  { path: "/cookies", page: "legal/cookies", access: "public" },
  { path: "/security", page: "legal/security", access: "public" },
  { path: "/gdpr", page: "legal/gdpr", access: "public" },
  { path: "/login", page: "auth/login", access: "public", usesQuery: true },
  { path: "/signup", page: "auth/signup", access: "public", usesQuery: true },
  { path: "/forgot-password", page: "auth/forgot-password", access: "public", usesQuery: true },
  { path: "/status", page: "site/status", access: "public", usesQuery: true },
  { path: "/blog", page: "site/blog", access: "public" },
  { path: "/press", page: "site/press", access: "public" },
  { path: "/community", page: "site/community", access: "public" },
  { path: "/api-docs", page: "site/api-docs", access: "public", usesQuery: true },
  { path: "/changelog", page: "site/changelog", access: "public" },
  // The password-reset link's target: what it shows depends on the link's token.
  { path: "/reset-password", page: "auth/reset-password", access: "anyone", usesQuery: true },
  // A notification mail's unsubscribe link: its signed token, not a session, is the permission.
  { path: "/unsubscribe", page: "site/unsubscribe", access: "anyone", usesQuery: true },
  { path: "/dashboard", page: "workspace/dashboard", access: "signed-in", usesQuery: true },
  { path: "/dashboard/problems/:id", page: "workspace/problem", access: "signed-in", usesQuery: true },
  // The design canvas (React Flow) loads only here.
  { path: "/dashboard/design/:id", page: "workspace/design", access: "signed-in", usesQuery: true },
];

for (const route of pageRoutes) {
  if (!PAGE_MODULES[`./routes/${route.page}.tsx`])
    throw new Error(`No page module src/client/app/routes/${route.page}.tsx`);
}

/** The paths of every prerendered page ("/", "/features", …). */
export function listPrerenderedPaths(): string[] {
  return pageRoutes.filter((route) => route.access === "public").map((route) => route.path);
}

/** The route a path (no query or hash) shows, if any. */
function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchRoute(parse, route.path, pathname)[0]);
}

/** The page module (client manifest key) and name of the page a path shows: none for an unknown path. */
export function matchedPages(pathname: string): PageHandle[] {
  const route = findPageRoute(pathname);
  if (!route) return [];
  return [{ module: `src/client/app/routes/${route.page}.tsx`, name: route.page, usesQuery: route.usesQuery ?? false }];
}

/**
 * Fetches the code of the page a path shows, so the first render is the whole page: it then equals
 * the prerendered HTML (hydration needs that) instead of a fallback waiting for a chunk.
 */
export async function loadMatchedPages(pathname: string) {
  await Promise.all(matchedPages(pathname).map(({ name, usesQuery }) => loadPage(name, usesQuery)));
}

let latestNavigation = 0;

/**
 * Every in-app navigation (links, redirects, navigate, search params) fetches the next page's code
 * first, so the current page stays on screen until the next one can render whole; of quick clicks
 * only the last one goes. A chunk that fails to load still navigates: the route error boundary shows
 * its page, and a later visit tries again.
 */
const aroundNav: AroundNavHandler = (navigate, to, options) => {
  const navigation = ++latestNavigation;
  const go = () => {
    if (navigation === latestNavigation) navigate(to, stampNavigation(options));
  };
  loadMatchedPages(new URL(to, window.location.href).pathname).then(go, go);
};

/** A page inside the shell and guard its access asks for. */
function PageFrame({ route }: { route: PageRoute }) {
  // No Suspense boundary here: one would make the page hydrate in a pass after the shell's, and a
  // click in between would be lost. Every navigation loads the page first (aroundNav); a back or
  // forward returns to a page this document has shown; a page whose code failed to load throws to
  // RouteErrorBoundary.
  const page = <LazyPage name={route.page} usesQuery={route.usesQuery ?? false} />;
  if (route.access === "signed-in") return <RequireAuth>{page}</RequireAuth>;
  const shell = <MarketingLayout>{page}</MarketingLayout>;
  return route.access === "public" ? <PublicOnly>{shell}</PublicOnly> : shell;
}

/** The page for the current location, inside the boundary that shows RouteError's page. */
export function AppRoutes() {
  const [pathname] = useLocation();
  const route = findPageRoute(pathname);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RootLayout>
        {route ? (
          <Route path={route.path}>
            <PageFrame route={route} />
          </Route>
        ) : (
          <Redirect to="/" replace />
        )}
      </RootLayout>
    </RouteErrorBoundary>
  );
}

/** The browser's router; `ssrPath` renders a given path instead (the build's prerender). */
export function AppRouter({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router aroundNav={aroundNav} ssrPath={ssrPath}>
      <AppRoutes />
    </Router>
  );
}
