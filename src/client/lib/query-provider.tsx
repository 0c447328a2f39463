import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client";

/** One cache for the tab, shared by every page that provides it: a page left and come back to finds its data. */
let queryClient: ReturnType<typeof createQueryClient> | undefined;

function getQueryClient() {
  queryClient ??= createQueryClient();
  return queryClient;
}

/**
 * TanStack Query for the pages that read or write server data (the router wraps them: their route is
 * marked `usesQuery`), so the public pages that do not, the home page first, never download it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/** Forgets every query's data and cancels what runs: nothing one user loaded may show to the next. */
export function clearQueryCache() {
  queryClient?.clear();
}
