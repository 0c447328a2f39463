import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { GO_BINARY } from "./index";
import { buildGoProgram } from "./program";
import { AUTO_IMPORTS, findMissingImports, scanGoSource } from "./source-scan";

const solutionFile = (slug: string, code: string) =>
  buildGoProgram(readLibraryProblem(slug).signature, code).files.find((file) => file.path === "solution.go")?.content;
const harnessFile = (slug: string, code: string) =>
  buildGoProgram(readLibraryProblem(slug).signature, code).files.find((file) => file.path === "main.go")?.content ?? "";
const missing = (code: string) => findMissingImports(scanGoSource(code)).map((item) => item.path);

describe("the Go program around a solution", () => {
  it("adds the package clause and the imports LeetCode's editor adds, keeping the user's lines", () => {
    const code = 'func f(s []string) string {\n    sort.Strings(s)\n    return strings.Join(s, "")\n}';
    expect(solutionFile("two-sum", code)).toBe(
      `package main\nimport ("sort"; "strings")\n//line solution.go:1:1\n${code}\n\nvar _ = sort.Ints\nvar _ = strings.Contains\n`,
    );
  });

  it("leaves a complete file as it is, and puts the missing imports after its own package clause", () => {
    const complete = 'package main\n\nimport "sort"\n\nfunc f(s []int) { sort.Ints(s) }';
    expect(solutionFile("two-sum", complete)).toBe(complete);
    const partial = "// A comment first\npackage main\n\nfunc f(x float64) float64 { return math.Sqrt(x) }";
    expect(solutionFile("two-sum", partial)).toBe(
      '// A comment first\npackage main\nimport ("math")\n//line solution.go:3:1\n\nfunc f(x float64) float64 { return math.Sqrt(x) }\n\nvar _ = math.Abs\n',
    );
  });

  it("turns a solution's own main (a local test driver) into a function nothing calls", () => {
    const code = 'package twosum\n\nimport "fmt"\n\nfunc main() {\n    fmt.Println(twoSum(nil, 0))\n}';
    expect(solutionFile("two-sum", code)).toBe(
      code.replace("package twosum", "package main").replace("func main", "func _"),
    );
  });

  it("finds the packages used by name, not in comments, strings, fields or the code's own names", () => {
    expect(missing('x := math.MaxInt32 // heap.Push\ny := "strings.Join"')).toEqual(["math"]);
    expect(missing("h := &minHeap{}\nheap.Push(h, 1)\nn := bits.OnesCount(3)")).toEqual([
      "math/bits",
      "container/heap",
    ]);
    expect(missing("v := node.list.Len()\nw := s.sort.x")).toEqual([]);
    expect(missing('import m "math"\nx := math.Abs(1)')).toEqual([]);
    expect(missing('import (\n    "container/heap"\n    str "strings"\n)\nheap.Init(h)\nstr.Join(a, "")')).toEqual([]);
    expect(missing("var list []int\nfunc f() int { return list.Len() }")).toEqual([]);
  });

  it("defines LeetCode's node types unless the solution declares its own", () => {
    const own =
      "type TreeNode struct {\n    Val int\n    Left, Right *TreeNode\n}\nfunc maxDepth(root *TreeNode) int { return 0 }";
    expect(harnessFile("maximum-depth-of-a-binary-tree", own)).not.toContain("type TreeNode struct");
    expect(harnessFile("maximum-depth-of-a-binary-tree", "func maxDepth(root *TreeNode) int { return 0 }")).toContain(
      "type TreeNode struct",
    );
    // A problem without trees gets no TreeNode, so that a solution may name its own type so.
    expect(harnessFile("implement-trie-prefix-tree", "")).not.toContain("type TreeNode struct");
    expect(harnessFile("clone-graph", "")).toContain("type Node struct {\n\tVal       int\n\tNeighbors []*Node\n}");
  });

  it("calls the function under the name the solution uses, among the signature's aliases", () => {
    expect(harnessFile("capture-surrounded-regions", "func captureRegions(board [][]byte) {}")).toContain(
      "ppReflect.ValueOf(captureRegions)",
    );
    expect(harnessFile("capture-surrounded-regions", "func solve(board [][]byte) {}")).toContain(
      "ppReflect.ValueOf(solve)",
    );
  });

  it("adds imports whose keep-alive uses all compile", { timeout: 120_000 }, () => {
    const uses = Object.keys(AUTO_IMPORTS).map((name) => `var _ = ${name}.X`);
    const file = solutionFile("two-sum", uses.join("\n"))?.replace(/^var _ = \w+\.X$/gm, "") ?? "";
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-go-imports-"));
    try {
      fs.writeFileSync(path.join(dir, "go.mod"), "module imports\n\ngo 1.23\n");
      fs.writeFileSync(path.join(dir, "solution.go"), file.replace("package main", "package imports"));
      const env = {
        ...process.env,
        GOCACHE: path.join(os.tmpdir(), "preppilot-plain-gocache"),
        GOTOOLCHAIN: "local",
        CGO_ENABLED: "0",
      };
      expect(() =>
        execFileSync(GO_BINARY, ["build", "-buildvcs=false", "."], { cwd: dir, env, stdio: "pipe" }),
      ).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
