import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { useLocationHash } from "@/client/lib/navigation";

/** Every route change scrolls smoothly to the top (spec section 2), except jumps to an anchor. */
export function RootLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const hash = useLocationHash();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname, hash]);
  return children;
}
