import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { java } from "@/runner/languages/java";
import { listLibrarySlugs, readLibraryProblem } from "../../../tests/fixtures/native-judging";
import { getJavaStarterCode } from "./starter-code-java";

describe("getJavaStarterCode", () => {
  it("writes LeetCode's Solution class", () => {
    expect(getJavaStarterCode(readLibraryProblem("two-sum").signature)).toBe(`class Solution {
    public int[] twoSum(int[] nums, int target) {
        return null;
    }
}
`);
    const threeSum = getJavaStarterCode(readLibraryProblem("three-sum").signature);
    expect(threeSum).toContain("public List<List<Integer>> threeSum(int[] nums) {");
    const anagrams = getJavaStarterCode(readLibraryProblem("group-anagrams").signature);
    expect(anagrams).toContain("public List<List<String>> groupAnagrams(String[] strs) {");
  });

  it("puts LeetCode's commented node definitions above the class", () => {
    const starter = getJavaStarterCode(readLibraryProblem("clone-graph").signature);
    expect(starter).toMatch(/^\/\*\n\/\/ Definition for a Node\.\nclass Node \{/);
    expect(starter).toContain("*/\n\nclass Solution {\n    public Node cloneGraph(Node node) {");
    const lca = getJavaStarterCode(readLibraryProblem("lowest-common-ancestor-in-a-binary-tree").signature);
    expect(lca).toContain(" *     TreeNode(int x) { val = x; }\n * }\n */\nclass Solution {");
    expect(getJavaStarterCode(readLibraryProblem("add-two-numbers").signature)).toContain(
      " * }\n */\nclass Solution {\n    public ListNode addTwoNumbers(ListNode l1, ListNode l2) {",
    );
  });

  it("writes a design class with LeetCode's usage comment, and a codec", () => {
    expect(getJavaStarterCode(readLibraryProblem("lru-cache").signature)).toBe(`class LRUCache {

    public LRUCache(int capacity) {
    }

    public int get(int key) {
        return 0;
    }

    public void put(int key, int value) {
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache obj = new LRUCache(capacity);
 * int param_1 = obj.get(key);
 * obj.put(key,value);
 */
`);
    const codec = getJavaStarterCode(readLibraryProblem("serialize-and-deserialize-a-binary-tree").signature);
    expect(codec).toContain(
      "public class Codec {\n\n    // Encodes a tree to a single string.\n    public String serialize(TreeNode root) {",
    );
  });
});

// Every starter with the classes the harness puts beside it (its Main is proven in the harness' tests),
// each problem in a package of its own, in one javac run.
describe("getJavaStarterCode on every library problem", () => {
  it("compiles for every library problem", { timeout: 120_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-java-starters-"));
    try {
      const sources: string[] = [];
      listLibrarySlugs().forEach((slug, index) => {
        const signature = readLibraryProblem(slug).signature;
        const program = java.buildProgram(signature, getJavaStarterCode(signature));
        fs.mkdirSync(path.join(dir, `p${index}`));
        for (const file of program.files.filter((source) => source.path !== "Main.java")) {
          const target = path.join(dir, `p${index}`, file.path);
          fs.writeFileSync(target, `package p${index}; ${file.content}`);
          sources.push(target);
        }
      });
      fs.writeFileSync(path.join(dir, "sources.txt"), sources.join("\n"));
      const compile = () =>
        execFileSync(
          "/usr/bin/javac",
          ["-J-XX:TieredStopAtLevel=1", "-nowarn", "-proc:none", "-d", dir, `@${path.join(dir, "sources.txt")}`],
          {
            encoding: "utf8",
            stdio: "pipe",
          },
        );
      expect(compile).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
