import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { type DocumentMeta, DocumentMetaCollector } from "@/client/hooks/use-document-meta";
import { AppProvider } from "./provider";
import { AppRouter, listPrerenderedPaths, loadMatchedPages, matchedPages, QUERY_PROVIDER_MODULE } from "./router";

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
  /**
   * The modules the page loads before hydrating, beyond the app's (index.html preloads those): its page
   * module and the query provider if it uses one, by their path from the project root (client manifest keys).
   */
  modules: string[];
};

export const prerenderedPaths = listPrerenderedPaths();

/** How each page starts its scripts after its first paint (scripts/prerender.mjs writes them in). */
export { AFTER_FIRST_PAINT_SCRIPT, APP_SCRIPTS_TEMPLATE_ID, HYDRATING_ATTRIBUTE } from "@/shared/after-first-paint";

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const pages = matchedPages(path);
  if (pages.length === 0) throw new Error(`Prerendering ${path}: no page matches it`);
  // The page's module and, if the page uses TanStack Query, the provider's, which loads with it.
  const modules = pages.flatMap(({ module, usesQuery }) => (usesQuery ? [module, QUERY_PROVIDER_MODULE] : [module]));
  // The page components in hand before rendering, as main.tsx does before hydrating.
  await loadMatchedPages(path);
  const meta: Partial<DocumentMeta> = {};
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentMetaCollector value={meta}>
        <AppProvider>
          <AppRouter ssrPath={path} />
        </AppProvider>
      </DocumentMetaCollector>
    </StrictMode>,
    // React moves a Suspense boundary that comes after this many bytes (a lazy menu's, say) into a late
    // segment placed by an inline script, which the CSP forbids: keep every one inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  if (html.includes("<script")) throw new Error(`Prerendering ${path} left an inline script (a suspended boundary?)`);
  return { path, html, meta, modules };
}
