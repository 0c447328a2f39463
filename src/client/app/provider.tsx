import type { ReactNode } from "react";
import { AuthProvider } from "@/client/features/auth/components/auth-provider";

/**
 * What every page needs. TanStack Query is not here: the routes that use it get it with their page
 * (src/client/app/router.tsx), so it stays out of the public pages' first download.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
