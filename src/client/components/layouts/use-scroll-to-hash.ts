import { useEffect } from "react";
import { useLocationHash, useNavigationKey } from "@/client/lib/navigation";

const GIVE_UP_AFTER_MS = 5000;

/**
 * Brings a link's #anchor into view, e.g. /#pricing from another page. The router does not do it,
 * and the target usually appears only once the page's lazy module has rendered, so wait for it.
 */
export function useScrollToHash(headerOffsetPx: number) {
  const hash = useLocationHash();
  const key = useNavigationKey();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a repeated click on the same anchor (new key) scrolls again
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const scrollTo = (target: HTMLElement) => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const top = target.getBoundingClientRect().top + window.scrollY - headerOffsetPx;
      window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
    };
    const target = document.getElementById(id);
    if (target) {
      scrollTo(target);
      return;
    }
    const observer = new MutationObserver(() => {
      const found = document.getElementById(id);
      if (!found) return;
      observer.disconnect();
      scrollTo(found);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), GIVE_UP_AFTER_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [hash, key, headerOffsetPx]);
}
