import { createContext, use, useEffect } from "react";

const SITE_NAME = "PrepPilot";

export type DocumentMeta = { title: string; description: string };

/**
 * Where the build's prerender (src/client/app/prerender.tsx) collects the page's title and description
 * while rendering, since effects never run there. Null in the browser.
 */
export const DocumentMetaCollector = createContext<Partial<DocumentMeta> | null>(null);

/** Sets the document title ("{title} · PrepPilot") and meta description for the current page. */
export function useDocumentMeta({ title, description }: DocumentMeta) {
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const collector = use(DocumentMetaCollector);
  if (collector) Object.assign(collector, { title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
