import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { type DocumentMeta, DocumentMetaCollector } from "@/client/hooks/use-document-meta";
import { AppProvider } from "./provider";
import { listPrerenderedPaths, type PageHandle, routes } from "./router";

/**
 * The build's server-side entry (scripts/prerender.mjs builds it with `vite build --ssr`): renders a
 * public page to HTML as a signed-out visitor sees it on the first render, with the title and
 * description the page sets, and the page modules it needs, so the HTML can preload their chunks.
 */

export type PrerenderedPage = {
  path: string;
  /** The markup for #root. */
  html: string;
  meta: Partial<DocumentMeta>;
  /** The page modules of the matched routes, by their path from the project root (client manifest keys). */
  modules: string[];
};

export const prerenderedPaths = listPrerenderedPaths();

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  // The static handler runs the matched routes' `lazy`, so the page components are in hand.
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: Partial<DocumentMeta> = {};
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentMetaCollector value={meta}>
        <AppProvider>
          {/* No hydration data: there are no loaders, and an inline script would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </DocumentMetaCollector>
    </StrictMode>,
    // React moves a Suspense boundary that comes after this many bytes (the footer's lazy newsletter
    // form) into a late segment placed by an inline script, which the CSP forbids: keep every one inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  if (html.includes("<script")) throw new Error(`Prerendering ${path} left an inline script (a suspended boundary?)`);
  const modules = context.matches.flatMap(({ route }) => {
    const module = (route.handle as Partial<PageHandle> | undefined)?.module;
    return module ? [module] : [];
  });
  return { path, html, meta, modules };
}
