import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listLibrarySlugs, readLibraryProblem } from "../../../tests/fixtures/native-judging";
import { twoSum } from "../../../tests/fixtures/starter-signatures";
import { getCppStarterCode } from "./starter-code-cpp";

describe("getCppStarterCode", () => {
  it("writes LeetCode's class Solution with containers by reference and a default return", () => {
    expect(getCppStarterCode(twoSum)).toBe(`class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        return {};
    }
};
`);
  });

  it("writes a design class with LeetCode's closing comment", () => {
    expect(getCppStarterCode(readLibraryProblem("lru-cache").signature)).toBe(`class LRUCache {
public:
    LRUCache(int capacity) {
        
    }

    int get(int key) {
        return 0;
    }

    void put(int key, int value) {
        
    }
};

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache* obj = new LRUCache(capacity);
 * int param_1 = obj->get(key);
 * obj->put(key,value);
 */
`);
  });

  it("writes LeetCode's commented node definitions, in the older form where LeetCode keeps it", () => {
    const cycle = getCppStarterCode(readLibraryProblem("linked-list-cycle").signature);
    expect(cycle).toContain(" *     ListNode(int x) : val(x), next(NULL) {}\n * };\n */\nclass Solution {");
    expect(cycle).toContain("    bool hasCycle(ListNode *head) {");
    const clone = getCppStarterCode(readLibraryProblem("clone-graph").signature);
    expect(clone).toMatch(/^\/\*\n\/\/ Definition for a Node\.\nclass Node \{/);
    expect(clone).toContain(
      "*/\n\nclass Solution {\npublic:\n    Node* cloneGraph(Node* node) {\n        return nullptr;",
    );
    const codec = getCppStarterCode(readLibraryProblem("serialize-and-deserialize-a-binary-tree").signature);
    expect(codec).toContain("    // Encodes a tree to a single string.\n    string serialize(TreeNode* root) {");
    expect(codec).toContain("// Codec ser, deser;\n// TreeNode* ans = deser.deserialize(ser.serialize(root));");
  });

  it("compiles for every library problem", () => {
    // One translation unit, each starter in a namespace of its own with the node types the harness provides.
    const units = listLibrarySlugs().map((slug, index) => {
      const starter = getCppStarterCode(readLibraryProblem(slug).signature);
      const node = /class Node \{[\s\S]*?\n\};/.exec(starter)?.[0] ?? "";
      return `namespace problem${index} {\n${node}\n${starter}\n}`;
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-cpp-starters-"));
    try {
      const file = path.join(dir, "starters.cpp");
      fs.writeFileSync(
        file,
        [
          "#include <bits/stdc++.h>",
          "using namespace std;",
          "struct ListNode { int val; ListNode *next; ListNode(int x) : val(x), next(nullptr) {} };",
          "struct TreeNode { int val; TreeNode *left, *right; TreeNode(int x) : val(x), left(nullptr), right(nullptr) {} };",
          ...units,
        ].join("\n"),
      );
      execFileSync("/usr/bin/g++", ["-std=gnu++20", "-fsyntax-only", "-Werror=return-type", file], { stdio: "pipe" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
