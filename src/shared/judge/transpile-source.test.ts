import { expect, test } from "vitest";
import { transpileSource } from "./transpile-source";

test("TypeScript loses its types and keeps its lines", () => {
  const source = "function add(a: number, b: number): number {\n  const total: number = a + b;\n  return total;\n}\n";
  const result = transpileSource(source, "typescript");
  expect(result).toEqual({ code: expect.not.stringContaining(": number") });
  expect("code" in result && result.code.split("\n")).toHaveLength(source.split("\n").length);
});

test("TypeScript classes with typed fields and generics transpile", () => {
  const source =
    "class Cache {\n  private items = new Map<number, number>();\n  get(key: number): number {\n    return this.items.get(key) ?? -1;\n  }\n}\n";
  const result = transpileSource(source, "typescript");
  expect(result).toEqual({ code: expect.stringContaining("items = new Map();") });
});

test("a syntax error is a compile error with its line and column (1-based)", () => {
  expect(transpileSource("function f(a: number) {\n  return a +;\n}\n", "typescript")).toEqual({
    compileError: { message: "SyntaxError: Unexpected token", line: 2, column: 13 },
  });
  expect(transpileSource("function f(a) {\n  return (a;\n}\n", "javascript")).toEqual({
    compileError: { message: 'SyntaxError: Unexpected token, expected ","', line: 2, column: 12 },
  });
});

test("type annotations are a syntax error in JavaScript", () => {
  expect(transpileSource("function f(a: number) {}\n", "javascript")).toMatchObject({ compileError: { line: 1 } });
});
