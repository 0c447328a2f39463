// @vitest-environment jsdom
import { fireEvent, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { usePageShortcuts } from "./use-page-shortcuts";

// Ctrl/Cmd+Enter and Ctrl/Cmd+Shift+Enter anywhere on the problem page.

test("Ctrl+Enter runs and Cmd+Shift+Enter submits, with the handlers of the latest render", () => {
  const first = { run: vi.fn(), submit: vi.fn() };
  const latest = { run: vi.fn(), submit: vi.fn() };
  const { rerender } = renderHook((handlers) => usePageShortcuts(handlers), { initialProps: first });
  rerender(latest);
  expect(fireEvent.keyDown(window, { key: "Enter", ctrlKey: true })).toBe(false);
  fireEvent.keyDown(window, { key: "Enter", metaKey: true, shiftKey: true });
  expect(latest.run).toHaveBeenCalledOnce();
  expect(latest.submit).toHaveBeenCalledOnce();
  expect(first.run).not.toHaveBeenCalled();
});

test("a key press the editor already handled, a plain Enter, and presses after unmount do nothing", () => {
  const handlers = { run: vi.fn(), submit: vi.fn() };
  const { unmount } = renderHook(() => usePageShortcuts(handlers));
  const handled = new KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, cancelable: true });
  handled.preventDefault();
  window.dispatchEvent(handled);
  expect(fireEvent.keyDown(window, { key: "Enter" })).toBe(true);
  unmount();
  fireEvent.keyDown(window, { key: "Enter", ctrlKey: true });
  expect(handlers.run).not.toHaveBeenCalled();
  expect(handlers.submit).not.toHaveBeenCalled();
});
