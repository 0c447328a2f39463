import { expect, test } from "vitest";
import { formatTraceValue } from "./format-trace-value";
import { list, map, node, none, num, ref, set, str } from "./trace-fixtures";
import { indexStepValues } from "./trace-values";

const EMPTY = new Map();

test("writes values as the language does", () => {
  const value = list(1, [none, { kind: "bool", value: true }, str("it's"), num(2.5)]);
  expect(formatTraceValue(value, EMPTY, "python")).toBe(`[None, True, "it's", 2.5]`);
  expect(formatTraceValue(str('say "hi"\n'), EMPTY, "python")).toBe(`'say "hi"\\n'`);
  expect(formatTraceValue(value, EMPTY, "javascript")).toBe('[null, true, "it\'s", 2.5]');
  expect(formatTraceValue(list(1, [num(1)], { label: "tuple" }), EMPTY, "python")).toBe("(1,)");
  expect(formatTraceValue(set(1, []), EMPTY, "python")).toBe("set()");
  expect(formatTraceValue(map(1, [[str("a"), num(1)]]), EMPTY, "python")).toBe("{'a': 1}");
  expect(formatTraceValue(node(1, "Point", { x: num(1), y: num(2) }), EMPTY, "python")).toBe("Point(x=1, y=2)");
  expect(formatTraceValue(node(1, "Point", { x: num(1) }), EMPTY, "typescript")).toBe("Point {x: 1}");
});

test("says how many items were cut, follows refs once, and cuts long text", () => {
  expect(formatTraceValue(list(1, [num(1)], { more: 99 }), EMPTY, "python")).toBe("[1, … 99 more]");
  const cyclic = node(1, "ListNode", { val: num(1), next: ref(1) });
  expect(formatTraceValue(cyclic, indexStepValues({ stack: [], returned: cyclic }), "python")).toBe(
    "ListNode(val=1, next=…)",
  );
  expect(formatTraceValue(str("x".repeat(50)), EMPTY, "javascript", 10)).toBe('"xxxxxxxx…');
});
