import { expect, test } from "vitest";
import {
  AFTER_FIRST_PAINT_SCRIPT,
  APP_SCRIPTS_TEMPLATE_ID,
  DEFERRED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
} from "./after-first-paint";

/** The template's nodes: the modulepreloads of the page's chunks, then the entry script. */
const TEMPLATE_NODES = ["preload 1", "preload 2", "preload 3", "preload 4", "preload 5", "preload 6", "entry script"];
const COPIES = TEMPLATE_NODES.map((node) => `a copy of ${node}`);

type SubmitEvent = { target: { closest: (selector: string) => object | null }; preventDefault: () => void };
type Observer = { disconnect: () => void };
type ObserverCallback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: Observer) => void;

/** The page the script sees: a document and a PerformanceObserver that record what the script asks of them. */
function createStandInPage({ hidden, paintTiming }: { hidden: boolean; paintTiming: boolean }) {
  const started: string[] = [];
  const listeners: Record<string, (event: SubmitEvent) => void> = {};
  const observers: ObserverCallback[] = [];
  const attributes = new Set([HYDRATING_ATTRIBUTE]);
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    addEventListener: (type: string, listener: (event: SubmitEvent) => void) => {
      listeners[type] = listener;
    },
    getElementById: (id: string) =>
      id === APP_SCRIPTS_TEMPLATE_ID ? { content: { childNodes: TEMPLATE_NODES } } : null,
    importNode: (fragment: { childNodes: string[] }, deep: boolean) => ({
      childNodes: deep ? fragment.childNodes.map((node) => `a copy of ${node}`) : [],
    }),
    head: { append: (...nodes: string[]) => started.push(...nodes) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
    constructor(private readonly callback: ObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  return { document, PerformanceObserver, started, listeners, observers, attributes };
}

/**
 * Runs the inline script against a stand-in page that records what it does: the browser's frames,
 * timers and paint reports are stepped by hand. (Playwright runs it in Chromium: prerender.spec.ts.)
 */
function runScript({ hidden = false, paintTiming = true } = {}) {
  const { document, PerformanceObserver, started, listeners, observers, attributes } = createStandInPage({
    hidden,
    paintTiming,
  });
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", AFTER_FIRST_PAINT_SCRIPT)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
    PerformanceObserver,
  );
  return {
    started,
    attributes,
    /** Submits a form, by default outside any deferred section; `section` stands for the one it is in. */
    submit(section?: { isHydrated: boolean }) {
      let prevented = false;
      const target = {
        closest: (selector: string) =>
          section && selector === `[${DEFERRED_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])` && !section.isHydrated
            ? {}
            : null,
      };
      listeners.submit?.({ target, preventDefault: () => (prevented = true) });
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
    /** The tasks the timers due now have queued, one after another, until none is left. */
    tasks() {
      for (
        let timer = timers.find(({ delay }) => delay === 0);
        timer;
        timer = timers.find(({ delay }) => delay === 0)
      ) {
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
  // Copies of the template's nodes (the template's own <script> would never run), in their order, a
  // few per task.
  expect(page.started).toEqual(COPIES.slice(0, 4));
  page.tasks();
  expect(page.started).toEqual(COPIES);
  page.fallback();
  page.frame();
  page.tasks();
  expect(page.started).toEqual(COPIES);
});

test("a page in a background tab starts at once; a browser without paint timing after two frames", () => {
  const hidden = runScript({ hidden: true });
  hidden.tasks();
  expect(hidden.started).toEqual(COPIES);
  const page = runScript({ paintTiming: false });
  page.frame();
  expect(page.started).toEqual([]);
  page.frame();
  page.tasks();
  expect(page.started).toEqual(COPIES);
});

test("should no paint ever be reported, the scripts start after 3 s", () => {
  const page = runScript();
  page.fallback();
  page.tasks();
  expect(page.started).toEqual(COPIES);
});

test("a form's submit is held back until the page is hydrated", () => {
  const page = runScript();
  expect(page.submit()).toBe("held back");
  page.attributes.delete(HYDRATING_ATTRIBUTE);
  expect(page.submit()).toBe("sent");
});

test("a form in a section hydrated as it nears the viewport is held back until that section is hydrated", () => {
  const page = runScript();
  page.attributes.delete(HYDRATING_ATTRIBUTE);
  const footer = { isHydrated: false };
  expect(page.submit(footer)).toBe("held back");
  expect(page.submit()).toBe("sent");
  footer.isHydrated = true;
  expect(page.submit(footer)).toBe("sent");
});
