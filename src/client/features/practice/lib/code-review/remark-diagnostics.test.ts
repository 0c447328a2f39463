import { Text } from "@uiw/react-codemirror";
import { expect, test } from "vitest";
import { formatRemarkLines, toDiagnostics } from "./remark-diagnostics";

const doc = Text.of(["function f(a) {", "  const b = 1;", "  return a == 1;", "}"]);

test("a remark covers its whole lines, with a severity by category and its rule as the source", () => {
  const [unused, wrong] = toDiagnostics(doc, [
    { line: 2, endLine: 2, category: "lint", message: "'b' is never used.", rule: "no-unused-vars" },
    { line: 2, endLine: 3, category: "correctness", message: "Returns a boolean." },
  ]);
  expect(unused).toEqual({
    from: doc.line(2).from,
    to: doc.line(2).to,
    severity: "warning",
    message: "Linter: 'b' is never used.",
    source: "no-unused-vars",
  });
  expect(wrong).toMatchObject({ from: doc.line(2).from, to: doc.line(3).to, severity: "error" });
  expect(wrong?.source).toBeUndefined();
});

test("lines past the end of a document that has shrunk since the review are clamped to it", () => {
  const [remark] = toDiagnostics(doc, [{ line: 9, endLine: 12, category: "readability", message: "m" }]);
  expect(remark).toMatchObject({ from: doc.line(4).from, to: doc.line(4).to });
});

test("one line reads 'Line 4', a range 'Lines 4–7'", () => {
  expect(formatRemarkLines({ line: 4, endLine: 4 })).toBe("Line 4");
  expect(formatRemarkLines({ line: 4, endLine: 7 })).toBe("Lines 4–7");
});
