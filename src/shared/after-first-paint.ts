// A prerendered public page (scripts/prerender.mjs) is whole without JavaScript, and runs one small
// inline script before its first paint: its app code (the entry script and the modulepreloads of every
// chunk it needs) waits in an inert <template> until the browser has painted the HTML, so on a slow
// link the scripts do not share the bandwidth with the page's CSS, nor the main thread with its first
// layout. Then the template goes into <head> and everything downloads at once (decision 011).
//
// The script is inline so that nothing but the HTML and its CSS comes before that paint. The
// Content-Security-Policy allows it by its hash (src/server/lib/security-headers.ts), computed from
// this very text, which the prerender writes into each page unchanged.

/** The id of the <template> holding a prerendered page's scripts until its first paint. */
export const APP_SCRIPTS_TEMPLATE_ID = "app-scripts";

/**
 * Set on <html> by the prerender and removed once React has hydrated the page (src/client/app/provider.tsx):
 * until then the page's buttons take no click (src/client/styles.css) and no form is submitted, which
 * without the app would send its fields in the URL.
 */
export const HYDRATING_ATTRIBUTE = "data-hydrating";

/**
 * Marks the wrapper of a section hydrated only as it nears the viewport (src/client/components/deferred-section.tsx),
 * which gets `data-hydrated` once it is: until then, as on a page still hydrating, its buttons take
 * no click and its forms are not submitted.
 */
export const DEFERRED_ATTRIBUTE = "data-deferred";
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Each preload or script put into the document starts its download there and then, about a
 * millisecond apiece on a phone: the template's dozen or so go in a few per task, in their order, so
 * that none of those tasks is long.
 */
const NODES_PER_TASK = 4;

/** Should frames never come (the page hidden the moment it loaded), start anyway after this long. */
const LATEST_START_MS = 3000;

/**
 * The inline module script. A module script runs once the document is parsed and its CSS is in, so
 * frames from then on paint the whole page. It waits until the browser reports its first contentful
 * paint as shown (the paint timing entry comes after the frame is on screen; the browser may render
 * the next frames before that), then two more frames (the first paint may have shown only the top of
 * a long page), and starts the app in the task after them. A page opened in a background tab paints
 * nothing until it is shown: it starts at once; and should the browser never report the paint, it
 * starts after 3 s (set first, so it holds whatever happens after). The template's nodes are cloned
 * into <head>: a <script> parsed inside a template never runs. Until the page (or a deferred
 * section) is hydrated, a form's submit in it (Enter in a field) is held back.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `document.addEventListener(
  "submit",
  (event) => {
    if (
      document.documentElement.hasAttribute("${HYDRATING_ATTRIBUTE}") ||
      event.target.closest("[${DEFERRED_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])")
    )
      event.preventDefault();
  },
  true,
);
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const template = document.getElementById("${APP_SCRIPTS_TEMPLATE_ID}");
  if (!template) return;
  const nodes = [...document.importNode(template.content, true).childNodes];
  const appendSome = () => {
    document.head.append(...nodes.splice(0, ${NODES_PER_TASK}));
    if (nodes.length > 0) setTimeout(appendSome, 0);
  };
  appendSome();
};
setTimeout(start, ${LATEST_START_MS});
const afterTwoFrames = () =>
  requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(start, 0)), 0));
if (document.visibilityState === "hidden") start();
else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterTwoFrames();
  }).observe({ type: "paint", buffered: true });
} else afterTwoFrames();`;
