import { type ReactNode, useEffect } from "react";
import { AuthProvider } from "@/client/features/auth";
import { HYDRATING_ATTRIBUTE } from "@/shared/after-first-paint";

/**
 * What every page needs. TanStack Query is not here: the routes that use it get it with their page
 * (src/client/app/router.tsx), so it stays out of the public pages' first download.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <MarkHydrated />
    </AuthProvider>
  );
}

/**
 * Renders nothing. Once the app is on the page (a prerendered page hydrated, or rendered afresh), its
 * buttons and forms work (src/shared/after-first-paint.ts). It is part of the prerendered tree too, so
 * the ids React gives elements (useId) are the same on both sides.
 */
function MarkHydrated() {
  useEffect(() => document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE), []);
  return null;
}
