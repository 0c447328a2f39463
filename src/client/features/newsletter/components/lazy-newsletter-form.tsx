import { lazy, Suspense } from "react";

// The form brings react-hook-form, zod and the API client: kept out of every page's first download
// and fetched as the footer renders, behind the page's own code.
const NewsletterForm = lazy(() => import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })));

/** The form's height before it loads (label, then field and button: stacked below sm), so nothing moves. */
function NewsletterFormPlaceholder() {
  return <div aria-hidden="true" className="h-29 sm:h-17" />;
}

/** The footer's newsletter form, loaded on its own after the first paint. */
export function LazyNewsletterForm() {
  return (
    <Suspense fallback={<NewsletterFormPlaceholder />}>
      <NewsletterForm />
    </Suspense>
  );
}
