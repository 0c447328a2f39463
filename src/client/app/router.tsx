import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { RouteError } from "@/client/components/errors/route-error";
import { MarketingLayout } from "@/client/components/layouts/marketing-layout";
import { RootLayout } from "@/client/components/layouts/root-layout";
import { PublicOnly, RequireAuth } from "@/client/features/auth/components/route-guards";

/** A code-split route: the page's module is fetched the first time the route is visited. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Public routes: a signed-in user is redirected to /dashboard.
        element: <PublicOnly />,
        children: [
          {
            element: <MarketingLayout />,
            children: [
              { index: true, ...page(() => import("./routes/marketing/home")) },
              { path: "features", ...page(() => import("./routes/marketing/features")) },
              { path: "about", ...page(() => import("./routes/marketing/about")) },
              { path: "careers", ...page(() => import("./routes/marketing/careers")) },
              { path: "help", ...page(() => import("./routes/marketing/help")) },
              { path: "interview-guide", ...page(() => import("./routes/marketing/interview-guide")) },
              { path: "success-stories", ...page(() => import("./routes/marketing/success-stories")) },
              { path: "webinars", ...page(() => import("./routes/marketing/webinars")) },
              { path: "contact", ...page(() => import("./routes/marketing/contact")) },
              { path: "privacy", ...page(() => import("./routes/legal/privacy")) },
              { path: "terms", ...page(() => import("./routes/legal/terms")) },
              { path: "cookies", ...page(() => import("./routes/legal/cookies")) },
              { path: "security", ...page(() => import("./routes/legal/security")) },
              { path: "gdpr", ...page(() => import("./routes/legal/gdpr")) },
              { path: "login", ...page(() => import("./routes/auth/login")) },
              { path: "signup", ...page(() => import("./routes/auth/signup")) },
              { path: "forgot-password", ...page(() => import("./routes/auth/forgot-password")) },
              { path: "status", ...page(() => import("./routes/site/status")) },
              { path: "blog", ...page(() => import("./routes/site/blog")) },
              { path: "press", ...page(() => import("./routes/site/press")) },
              { path: "community", ...page(() => import("./routes/site/community")) },
              { path: "api-docs", ...page(() => import("./routes/site/api-docs")) },
              { path: "changelog", ...page(() => import("./routes/site/changelog")) },
            ],
          },
        ],
      },
      {
        // The target of the password-reset link: reachable signed in or out.
        element: <MarketingLayout />,
        children: [{ path: "reset-password", ...page(() => import("./routes/auth/reset-password")) }],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "dashboard", ...page(() => import("./routes/workspace/dashboard")) },
          { path: "dashboard/problems/:id", ...page(() => import("./routes/workspace/problem")) },
          // The design canvas (React Flow) loads only here.
          { path: "dashboard/design/:id", ...page(() => import("./routes/workspace/design")) },
        ],
      },
      // Any unknown path goes to the home page.
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
