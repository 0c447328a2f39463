import { afterEach, vi } from "vitest";

// For the component tests, which run in jsdom (`// @vitest-environment jsdom` at the top of the file):
// React checks its updates are wrapped in act(), and each test starts from an empty page and storage
// with the real fetch (src/client/test/stub-api.ts stubs it).
// Testing Library does this itself only where Vitest's globals are on, which they are not here. In a
// file that runs in Node there is no document, and nothing to do.

if (typeof document !== "undefined") {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // jsdom lays nothing out, and its Range cannot say where text is, which CodeMirror asks: nowhere.
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  afterEach(async () => {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}
