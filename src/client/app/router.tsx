import { type ComponentType, use } from "react";
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { RouteErrorBoundary } from "@/client/components/errors/route-error";
import { MarketingLayout } from "@/client/components/layouts/marketing-layout";
import { RootLayout } from "@/client/components/layouts/root-layout";
import { PublicOnly, RequireAuth } from "@/client/features/auth/components/route-guards";

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

/**
 * A page fetched the first time its route is visited. Navigations are transitions (BrowserRouter),
 * so the previous page stays on screen until the chunk is in; a chunk that fails to load throws to
 * the route error boundary.
 */
function LazyPage({ name, usesQuery }: { name: string; usesQuery: boolean }) {
  const Page = loadedPages.get(name) ?? use(loadPage(name, usesQuery));
  return <Page />;
}

/**
 * A code-split route: its page module is its own chunk. `usesQuery` marks a page that reads or writes
 * server data with TanStack Query: it gets the QueryClient with its code (the other pages never load it).
 */
function page(name: string, { usesQuery = false } = {}) {
  if (!PAGE_MODULES[`./routes/${name}.tsx`]) throw new Error(`No page module src/client/app/routes/${name}.tsx`);
  const handle: PageHandle = { module: `src/client/app/routes/${name}.tsx`, name, usesQuery };
  return { handle, element: <LazyPage name={name} usesQuery={usesQuery} /> };
}

const USES_QUERY = { usesQuery: true };

/** Marks a group whose pages are prerendered at build time (scripts/prerender.mjs): the same for every visitor. */
const PRERENDERED = { prerender: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Public routes: a signed-in user is redirected to /dashboard.
        element: <PublicOnly />,
        handle: PRERENDERED,
        children: [
          {
            element: <MarketingLayout />,
            children: [
              { index: true, ...page("marketing/home") },
              { path: "features", ...page("marketing/features") },
              { path: "about", ...page("marketing/about") },
              { path: "careers", ...page("marketing/careers") },
              { path: "help", ...page("marketing/help") },
              { path: "interview-guide", ...page("marketing/interview-guide") },
              { path: "success-stories", ...page("marketing/success-stories") },
              { path: "webinars", ...page("marketing/webinars") },
              { path: "contact", ...page("marketing/contact", USES_QUERY) },
              { path: "privacy", ...page("legal/privacy") },
              { path: "terms", ...page("legal/terms") },
              { path: "cookies", ...page("legal/cookies") },
              { path: "security", ...page("legal/security") },
              { path: "gdpr", ...page("legal/gdpr") },
              { path: "login", ...page("auth/login", USES_QUERY) },
              { path: "signup", ...page("auth/signup", USES_QUERY) },
              { path: "forgot-password", ...page("auth/forgot-password", USES_QUERY) },
              { path: "status", ...page("site/status", USES_QUERY) },
              { path: "blog", ...page("site/blog") },
              { path: "press", ...page("site/press") },
              { path: "community", ...page("site/community") },
              { path: "api-docs", ...page("site/api-docs", USES_QUERY) },
              { path: "changelog", ...page("site/changelog") },
            ],
          },
        ],
      },
      {
        // The target of the password-reset link: reachable signed in or out. Not prerendered: what it
        // shows depends on the link's token, which a page built ahead cannot know.
        element: <MarketingLayout />,
        children: [
          { path: "reset-password", ...page("auth/reset-password", USES_QUERY) },
          // A notification mail's unsubscribe link: its signed token, not a session, is the permission.
          { path: "unsubscribe", ...page("site/unsubscribe", USES_QUERY) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "dashboard", ...page("workspace/dashboard", USES_QUERY) },
          { path: "dashboard/problems/:id", ...page("workspace/problem", USES_QUERY) },
          // The design canvas (React Flow) loads only here.
          { path: "dashboard/design/:id", ...page("workspace/design", USES_QUERY) },
        ],
      },
      // Any unknown path goes to the home page.
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

/** The paths of every prerendered page ("/", "/features", …), read from the route tree itself. */
export function listPrerenderedPaths(tree: RouteObject[] = routes): string[] {
  const found: string[] = [];
  const visit = (route: RouteObject, parent: string, isPrerendered: boolean) => {
    const inGroup = isPrerendered || (route.handle as typeof PRERENDERED | undefined)?.prerender === true;
    const path = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    if (inGroup && (route.index || (route.path && !route.children))) found.push(path);
    for (const child of route.children ?? []) visit(child, path, inGroup);
  };
  for (const route of tree) visit(route, "/", false);
  return found;
}

/** The page modules (client manifest keys) and names of the pages this URL matches. */
export function matchedPages(location: string | { pathname: string }): PageHandle[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const handle = route.handle as Partial<PageHandle> | undefined;
    return handle?.module && handle.name ? [handle as PageHandle] : [];
  });
}

/**
 * Fetches the code of the pages this URL matches, so the first render is the whole page: it then
 * equals the prerendered HTML (hydration needs that) instead of an empty outlet waiting for a chunk.
 */
export async function loadMatchedPages(location: string | { pathname: string }) {
  await Promise.all(matchedPages(location).map(({ name, usesQuery }) => loadPage(name, usesQuery)));
}

/** The route tree for the current location, inside the boundary that shows RouteError's page. */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
