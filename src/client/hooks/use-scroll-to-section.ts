import { usePrefersReducedMotion } from "@/client/hooks/use-prefers-reduced-motion";

/**
 * A function that scrolls to the element with the given id (smoothly unless the visitor prefers
 * less motion) and moves keyboard focus there, so Tab continues from the section, not the button.
 * The target needs tabIndex={-1} to take focus.
 */
export function useScrollToSection() {
  const reduceMotion = usePrefersReducedMotion();
  return (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };
}
