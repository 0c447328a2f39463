import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject, RouterProvider } from "react-router";
import { RouteError } from "@/client/components/errors/route-error";
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
};

/** A code-split route: the page's module is fetched the first time the route is visited. */
function page(name: string) {
  const load = PAGE_MODULES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/client/app/routes/${name}.tsx`);
  const handle: PageHandle = { module: `src/client/app/routes/${name}.tsx` };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** Marks a group whose pages are prerendered at build time (scripts/prerender.mjs): the same for every visitor. */
const PRERENDERED = { prerender: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
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
              { path: "contact", ...page("marketing/contact") },
              { path: "privacy", ...page("legal/privacy") },
              { path: "terms", ...page("legal/terms") },
              { path: "cookies", ...page("legal/cookies") },
              { path: "security", ...page("legal/security") },
              { path: "gdpr", ...page("legal/gdpr") },
              { path: "login", ...page("auth/login") },
              { path: "signup", ...page("auth/signup") },
              { path: "forgot-password", ...page("auth/forgot-password") },
              { path: "status", ...page("site/status") },
              { path: "blog", ...page("site/blog") },
              { path: "press", ...page("site/press") },
              { path: "community", ...page("site/community") },
              { path: "api-docs", ...page("site/api-docs") },
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
          { path: "reset-password", ...page("auth/reset-password") },
          // A notification mail's unsubscribe link: its signed token, not a session, is the permission.
          { path: "unsubscribe", ...page("site/unsubscribe") },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "dashboard", ...page("workspace/dashboard") },
          { path: "dashboard/problems/:id", ...page("workspace/problem") },
          // The design canvas (React Flow) loads only here.
          { path: "dashboard/design/:id", ...page("workspace/design") },
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

/**
 * Fetches the code of the lazy routes this URL matches and puts it on the route objects, so the
 * router starts with every page component in hand: the first render then equals the prerendered
 * HTML (hydration needs that) instead of an empty outlet waiting for a chunk.
 */
export async function loadMatchedRoutes(location: { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  // Created on first render rather than on import, after loadMatchedRoutes has run (main.tsx).
  browserRouter ??= createBrowserRouter(routes);
  return <RouterProvider router={browserRouter} />;
}
