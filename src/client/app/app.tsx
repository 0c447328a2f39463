import { StrictMode } from "react";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

export { loadMatchedPages } from "./router";

/** The whole app: what main.tsx hydrates a prerendered page with, or renders into the SPA shell. */
export const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
