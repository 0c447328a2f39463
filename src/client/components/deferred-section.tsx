import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  memo,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
} from "react";
import { DEFERRED_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "@/shared/after-first-paint";

/** How far below (or above) the viewport a section starts loading, so it is ready as it scrolls in. */
const NEAR_VIEWPORT_MARGIN = "300px 0px";

/** Calls `onNear` once `element` comes within the margin of the viewport; gives back the cleanup. */
function observeUntilNear(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** A section's code, loaded once: made with `defineDeferredSection`, rendered with `<DeferredSection>`. */
export type DeferredSectionCode = {
  name: string;
  Section: LazyExoticComponent<ComponentType>;
  startLoading: () => void;
};

/**
 * A section of a prerendered page below its first screen, whose code is fetched and which React
 * hydrates only as it nears the viewport, so a visitor's phone spends the first seconds on what they
 * see. Until then it is the server's HTML: its text reads, its links work, and its buttons and forms
 * wait (src/client/styles.css, the submit guard in src/shared/after-first-paint.ts) rather than
 * swallow a click. React keeps a Suspense boundary's server HTML while the code inside it loads, and
 * hydrates it when the code comes.
 *
 * Rendered afresh (another page linked here) or prerendered on the server, the section loads at once.
 * Should its code fail to download while the server's HTML is on screen, that HTML stays, readable
 * and with its links working; rendered afresh, the failure reaches the route's error boundary as a
 * page's own code does.
 *
 * `name` marks the section's wrapper in the HTML (`data-deferred`) and must be unique in the app: a
 * page rendered afresh while the previous one is still on screen must not find the other's section.
 * Define it once, at module level: the section takes no props, for an update from above would make
 * React drop its server HTML.
 */
export function defineDeferredSection(name: string, load: () => Promise<ComponentType>): DeferredSectionCode {
  let startLoading = () => {};
  const nearViewport = new Promise<void>((resolve) => {
    startLoading = resolve;
  });
  const Section = lazy(async () => {
    const isHydrating =
      typeof document !== "undefined" && document.querySelector(`[${DEFERRED_ATTRIBUTE}="${name}"]`) !== null;
    if (!isHydrating) return { default: await load() };
    await nearViewport;
    // On failure, never settle: React keeps the server's HTML.
    return { default: await load().catch(() => new Promise<never>(() => {})) };
  });
  return { name, Section, startLoading };
}

/** Renders a section defined with `defineDeferredSection`, in a wrapper that marks it in the HTML. */
export const DeferredSection = memo(function DeferredSection({ code }: { code: DeferredSectionCode }) {
  const { name, Section, startLoading } = code;
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    // Empty: rendered afresh while an earlier hydration still waits on the code (the visitor left
    // this page before scrolling to the section and came back); nothing is on screen to wait for.
    if (!element.hasChildNodes()) {
      startLoading();
      return;
    }
    return observeUntilNear(element, startLoading);
  }, [startLoading]);
  return (
    <div ref={wrapper} {...{ [DEFERRED_ATTRIBUTE]: name }}>
      <Suspense fallback={null}>
        <Section />
        <MarkHydrated target={wrapper} />
      </Suspense>
    </div>
  );
});

/** Rendered beside the section, inside its Suspense boundary: its effect runs once that boundary is hydrated. */
function MarkHydrated({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => target.current?.setAttribute(HYDRATED_ATTRIBUTE, ""), [target]);
  return null;
}
