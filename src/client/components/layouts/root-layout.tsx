import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useLocationHash } from "@/client/lib/navigation";

/**
 * Every route change scrolls smoothly to the top, as the product asks, except jumps to an anchor. The
 * page the visitor arrived on stays where the browser put it: a prerendered page is read, and may be
 * scrolled, before it hydrates (docs/decisions/011-…), and a reload keeps its place.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const hash = useLocationHash();
  const shown = useRef<{ pathname: string; hash: string } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, hash };
    // The first location, or the same one again (StrictMode runs an effect twice in development).
    if (!previous || (previous.pathname === pathname && previous.hash === hash)) return;
    if (hash) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname, hash]);
  return children;
}
