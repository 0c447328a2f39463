import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { nextTask } from "@/client/lib/next-task";
import "@/client/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// React is evaluated with this module, and the app's own modules (./app/app.tsx: the shell, the
// router, the layouts) in a later task: each is a task of a few milliseconds on a phone instead of one
// that holds the main thread for both. Its chunks download beside this one either way (the SPA shell
// and every prerendered page preload them).
void nextTask()
  .then(() => import("@/client/app/app"))
  .then(async ({ app, loadMatchedPages }) => {
    // The page's own code first, so the first render is the whole page: on a prerendered page it must
    // equal the HTML to hydrate it (scripts/prerender.mjs); on the SPA shell it saves an empty frame.
    // Should the code fail to load, the page renders afresh and the route error boundary shows its page.
    const isLoaded = await loadMatchedPages(window.location.pathname).then(
      () => true,
      () => false,
    );
    if (isLoaded && root.hasChildNodes()) {
      // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
      // answer input between them, instead of holding the main thread for the whole page; an input on a
      // part not yet hydrated hydrates that part at once, so it is not lost.
      startTransition(() => {
        hydrateRoot(root, app);
      });
      return;
    }
    root.replaceChildren();
    createRoot(root).render(app);
  });
