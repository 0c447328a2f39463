import { expect, test } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT, APP_SCRIPTS_TEMPLATE_ID, HYDRATING_ATTRIBUTE } from "./after-first-paint";

/**
 * Runs the inline script against a stand-in page that records what it does: the browser's frames,
 * timers and paint reports are stepped by hand. (Playwright runs it in Chromium: prerender.spec.ts.)
 */
function runScript({ hidden = false, paintTiming = true } = {}) {
  const started: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const listeners: Record<string, (event: { preventDefault: () => void }) => void> = {};
  type Observer = { disconnect: () => void };
  const observers: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: Observer) => void)[] = [];
  const attributes = new Set([HYDRATING_ATTRIBUTE]);
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    addEventListener: (type: string, listener: (event: { preventDefault: () => void }) => void) => {
      listeners[type] = listener;
    },
    getElementById: (id: string) => (id === APP_SCRIPTS_TEMPLATE_ID ? { content: "the page's scripts" } : null),
    importNode: (node: string, deep: boolean) => (deep ? `a copy of ${node}` : node),
    head: { append: (node: string) => started.push(node) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", AFTER_FIRST_PAINT_SCRIPT)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
    PerformanceObserver,
  );
  return {
    started,
    attributes,
    submit() {
      let prevented = false;
      listeners.submit?.({ preventDefault: () => (prevented = true) });
      return prevented ? "held back" : "sent";
    },
    reportPaint(name: string) {
      for (const callback of [...observers]) {
        const observer = { disconnect: () => observers.splice(observers.indexOf(callback), 1) };
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
      }
    },
    /** One frame of the browser: its animation-frame callbacks, then the timers they set (not the fallback). */
    frame() {
      for (const callback of frames.splice(0)) callback();
      for (const timer of timers.filter(({ delay }) => delay === 0)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
    fallback() {
      for (const timer of timers.filter(({ delay }) => delay > 0)) timer.callback();
    },
  };
}

test("the app's scripts start two frames after the first contentful paint is reported, once", () => {
  const page = runScript();
  page.frame();
  page.frame();
  expect(page.started).toEqual([]);
  page.reportPaint("first-paint");
  page.frame();
  page.frame();
  expect(page.started).toEqual([]);
  page.reportPaint("first-contentful-paint");
  page.frame();
  expect(page.started).toEqual([]);
  page.frame();
  // A copy of the template's nodes (the template's own <script> would never run).
  expect(page.started).toEqual(["a copy of the page's scripts"]);
  page.fallback();
  page.frame();
  expect(page.started).toHaveLength(1);
});

test("a page in a background tab starts at once; a browser without paint timing after two frames", () => {
  expect(runScript({ hidden: true }).started).toEqual(["a copy of the page's scripts"]);
  const page = runScript({ paintTiming: false });
  page.frame();
  expect(page.started).toEqual([]);
  page.frame();
  expect(page.started).toHaveLength(1);
});

test("should no paint ever be reported, the scripts start after 3 s", () => {
  const page = runScript();
  page.fallback();
  expect(page.started).toEqual(["a copy of the page's scripts"]);
});

test("a form's submit is held back until the page is hydrated", () => {
  const page = runScript();
  expect(page.submit()).toBe("held back");
  page.attributes.delete(HYDRATING_ATTRIBUTE);
  expect(page.submit()).toBe("sent");
});
