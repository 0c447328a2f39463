import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

/** Every route change scrolls smoothly to the top (spec section 2), except jumps to an anchor. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    if (hash) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname, hash]);
  return <Outlet />;
}
