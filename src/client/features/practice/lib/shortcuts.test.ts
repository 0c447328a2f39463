import { expect, test } from "vitest";
import { getShortcutAction, getShortcutLabels } from "./shortcuts";

test("the shortcut labels say ⌘ on Apple platforms and Ctrl elsewhere", () => {
  expect(getShortcutLabels("MacIntel")).toEqual({ run: "⌘+Enter", submit: "⌘+Shift+Enter" });
  expect(getShortcutLabels("iPhone")).toEqual({ run: "⌘+Enter", submit: "⌘+Shift+Enter" });
  expect(getShortcutLabels("Linux x86_64")).toEqual({ run: "Ctrl+Enter", submit: "Ctrl+Shift+Enter" });
  expect(getShortcutLabels("Win32")).toEqual({ run: "Ctrl+Enter", submit: "Ctrl+Shift+Enter" });
});

test("Ctrl or Cmd with Enter runs, with Shift submits, and anything else is no shortcut", () => {
  const key = { key: "Enter", ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  expect(getShortcutAction({ ...key, ctrlKey: true })).toBe("run");
  expect(getShortcutAction({ ...key, metaKey: true })).toBe("run");
  expect(getShortcutAction({ ...key, ctrlKey: true, shiftKey: true })).toBe("submit");
  expect(getShortcutAction(key)).toBeNull();
  expect(getShortcutAction({ ...key, ctrlKey: true, altKey: true })).toBeNull();
  expect(getShortcutAction({ ...key, key: "a", ctrlKey: true })).toBeNull();
});
