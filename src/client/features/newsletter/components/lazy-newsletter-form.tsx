import { lazy, Suspense } from "react";
import { useIsNeededSoon } from "../hooks/use-is-needed-soon";

// The form brings react-hook-form, zod and the API client: kept out of every page's first download.
const NewsletterForm = lazy(() => import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })));

/** The form's height before it loads (label, then field and button: stacked below sm), so nothing moves. */
function NewsletterFormPlaceholder() {
  return <div aria-hidden="true" className="h-29 sm:h-17" />;
}

/** The footer's newsletter form, loaded when the footer comes near the viewport or the page is idle. */
export function LazyNewsletterForm() {
  const { ref, isNeeded } = useIsNeededSoon<HTMLDivElement>();
  return (
    <div ref={ref}>
      {isNeeded ? (
        <Suspense fallback={<NewsletterFormPlaceholder />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <NewsletterFormPlaceholder />
      )}
    </div>
  );
}
