import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getGoStarterCode } from "@/shared/judge/starter-code-go";
import type { Signature } from "@/shared/schemas/problem-judge";
import { listLibrarySlugs, readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { GO_BINARY } from "./index";
import { buildGoProgram, selectNodeSupport } from "./program";
import { scanGoSource } from "./source-scan";

describe("Go starter code", () => {
  it("is LeetCode's Go form of a function", () => {
    expect(getGoStarterCode(readLibraryProblem("two-sum").signature)).toBe(
      "func twoSum(nums []int, target int) []int {\n    // Write your code here\n    return nil\n}\n",
    );
    expect(getGoStarterCode(readLibraryProblem("number-of-islands").signature)).toContain(
      "func numIslands(grid [][]byte) int {",
    );
  });

  it("is LeetCode's Go form of a design class, with its usage comment", () => {
    const starter = getGoStarterCode(readLibraryProblem("lru-cache").signature);
    expect(starter).toContain("type LRUCache struct {\n    \n}\n\n\nfunc Constructor(capacity int) LRUCache {");
    expect(starter).toContain("func (this *LRUCache) Get(key int) int {\n    // Write your code here\n    return 0\n}");
    expect(starter).toContain("func (this *LRUCache) Put(key int, value int) {");
    expect(starter).toContain(
      " * obj := Constructor(capacity);\n * param_1 := obj.Get(key);\n * obj.Put(key,value);\n */\n",
    );
  });

  it("describes the node types in LeetCode's commented definitions", () => {
    const codec = getGoStarterCode(readLibraryProblem("serialize-and-deserialize-a-binary-tree").signature);
    expect(codec).toMatch(
      /^\/\*\*\n \* Definition for a binary tree node\.\n \* type TreeNode struct \{\n \* {5}Val int\n/,
    );
    expect(codec).toContain("func (this *Codec) serialize(root *TreeNode) string {");
    expect(codec).toContain("func (this *Codec) deserialize(data string) *TreeNode {");
    const graph = getGoStarterCode(readLibraryProblem("clone-graph").signature);
    expect(graph).toContain(" * type Node struct {\n *     Val int\n *     Neighbors []*Node\n * }");
  });

  it("compiles, with LeetCode's node types, for every library problem", { timeout: 120_000 }, () => {
    // One module, a package per problem, each the starter's solution.go as the judge writes it and the
    // node types beside it (the harness itself is compiled by the judging tests): one `go build ./...`.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-go-starters-"));
    try {
      fs.writeFileSync(path.join(dir, "go.mod"), "module starters\n\ngo 1.23\n");
      for (const slug of listLibrarySlugs()) {
        const { signature } = readLibraryProblem(slug);
        const starter = getGoStarterCode(signature);
        const solution = buildGoProgram(signature, starter).files.find((file) => file.path === "solution.go");
        const { types } = selectNodeSupport(signature, scanGoSource(starter));
        fs.mkdirSync(path.join(dir, slug));
        // Packages other than main: the build type-checks and compiles them without linking 154 programs.
        const content = (solution?.content ?? "").replace(/^package main$/m, "package starter");
        fs.writeFileSync(path.join(dir, slug, "solution.go"), content);
        const uses = [`var _ = ${entryOf(signature)}`];
        fs.writeFileSync(path.join(dir, slug, "main.go"), ["package starter", ...types, ...uses].join("\n"));
      }
      const env = {
        ...process.env,
        GOCACHE: path.join(os.tmpdir(), "preppilot-plain-gocache"),
        GOTOOLCHAIN: "local",
        CGO_ENABLED: "0",
      };
      const build = () =>
        execFileSync(GO_BINARY, ["build", "-buildvcs=false", "./..."], { cwd: dir, env, stdio: "pipe" });
      expect(build).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** What the harness calls, so that the build checks the starter's names too. */
function entryOf(signature: Signature): string {
  if (signature.kind === "function") return signature.name;
  if (signature.kind === "class") return "Constructor";
  return `(*${signature.className}).${signature.decode.name}`;
}
