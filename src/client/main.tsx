import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProvider } from "@/client/app/provider";
import { AppRouter, loadMatchedPages } from "@/client/app/router";
import "@/client/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// The page's own code first, so the first render is the whole page: on a prerendered page it must
// equal the HTML to hydrate it (scripts/prerender.mjs); on the SPA shell it saves an empty frame.
// Should the code fail to load, the page renders afresh and the route error boundary shows its page.
void loadMatchedPages(window.location.pathname)
  .then(
    () => true,
    () => false,
  )
  .then((isLoaded) => {
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
