import { expect, test } from "vitest";
import { parseInlineCode, splitParagraphs } from "./parse-rich-text";

test("blank lines separate paragraphs", () => {
  expect(splitParagraphs("First line\nsame paragraph.\n\n  Second.  \n\n\n")).toEqual([
    "First line\nsame paragraph.",
    "Second.",
  ]);
});

test("backticks become code segments", () => {
  expect(parseInlineCode("Return `nums[i] + nums[j]` as `target`.")).toEqual([
    { kind: "text", text: "Return " },
    { kind: "code", text: "nums[i] + nums[j]" },
    { kind: "text", text: " as " },
    { kind: "code", text: "target" },
    { kind: "text", text: "." },
  ]);
});

test("an unpaired backtick and markup stay literal text", () => {
  expect(parseInlineCode("a ` b <script>")).toEqual([{ kind: "text", text: "a ` b <script>" }]);
});
