// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import { createQueryClient } from "@/client/lib/query-client";
import { json, stubApi } from "@/client/test/stub-api";
import type { Language } from "@/shared/judge/languages";
import { useWorkbenchLanguage } from "./use-workbench-language";

// Python's start (seconds) begins on the problem page only: when the page opened on Python, once it is
// idle; when the user picks Python, at once. Nothing else starts it (the home page loads none of it:
// tests/e2e/python-start.spec.ts).

let idle: { callback: () => void; handle: number }[] = [];
const cancelled: number[] = [];

beforeEach(() => {
  idle = [];
  cancelled.length = 0;
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
    idle.push({ callback, handle: idle.length + 1 });
    return idle.length;
  });
  vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
  stubApi({ "PATCH /api/practice/problems/p1/work": () => json({ work: { language: "python" } }) });
});

function renderLanguage(initial: Language) {
  const preload = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useWorkbenchLanguage({ problemId: "p1", initial, drafts: [], preload }), { wrapper });
  return { ...hook, preload };
}

test("a page that opens on Python starts it once the page is idle, not while it renders", () => {
  const { preload } = renderLanguage("python");
  expect(preload).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  act(() => idle[0]?.callback());
  expect(preload).toHaveBeenCalledExactlyOnceWith("python");
});

test("leaving the page before it was idle starts nothing", () => {
  const { preload, unmount } = renderLanguage("python");
  unmount();
  expect(cancelled).toEqual([1]);
  expect(preload).not.toHaveBeenCalled();
});

test("a page on another language waits for nothing; picking Python starts it at once", async () => {
  const { result, preload } = renderLanguage("javascript");
  expect(idle).toHaveLength(0);
  expect(preload).not.toHaveBeenCalled();
  await act(async () => result.current.change("python"));
  expect(preload).toHaveBeenCalledExactlyOnceWith("python");
  expect(result.current.language).toBe("python");
});
