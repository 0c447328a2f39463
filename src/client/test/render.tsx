import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

// Component tests (`*.test.tsx` with `// @vitest-environment jsdom`): render a component inside what the
// app gives it — a query cache of its own per test, and a router on a memory location — and act as the
// user does with user-event. tests/setup/dom.ts unmounts it after the test.

export function createTestQueryClient() {
  // No retries: a failed request shows its error at once. No garbage collection timer left running.
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

export function renderWithProviders(
  ui: ReactElement,
  {
    queryClient = createTestQueryClient(),
    path = "/",
    fakeTimers = false,
    ...options
  }: RenderOptions & {
    queryClient?: QueryClient;
    path?: string;
    /** The test runs on Vitest's fake timers (vi.useFakeTimers): user-event and Testing Library advance them. */
    fakeTimers?: boolean;
  } = {},
) {
  // Testing Library lets a pending timer of zero run only for Jest's fake timers, which it finds by this name.
  if (fakeTimers) vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{children}</Router>
    </QueryClientProvider>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { user, queryClient, location, ...render(ui, { wrapper, ...options }) };
}
