import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { NativeLanguage } from "@/runner/languages/native-language";
import { judgeLibraryProblem, readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { createTestCppLanguage } from "./test-language";

// Each test compiles a program (a few seconds of g++ on a busy machine), so each proves several things.

const PROBLEMS = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "problems");
const reference = (slug: string) => fs.readFileSync(path.join(PROBLEMS, slug, "solution.cpp"), "utf8");
const SLOW = 120_000;

let cpp: NativeLanguage;
beforeAll(async () => {
  cpp = await createTestCppLanguage();
}, 180_000);

async function expectAccepted(slug: string, code = reference(slug)) {
  const report = await judgeLibraryProblem(cpp, slug, code);
  expect(report.compileError).toBeUndefined();
  expect(report.tests.filter((test) => !test.passed)).toEqual([]);
  expect(report.verdict).toBe("accepted");
}

describe("C++ judging of LeetCode's forms", () => {
  it.each([
    ["two-sum", "a function, compared unordered"],
    ["move-zeroes-to-the-end", "a void function judged by its first argument"],
    ["number-of-islands", "a char[][] grid"],
    ["compute-x-to-the-power-n", "a double, compared with a tolerance"],
    ["group-anagrams", "a string[][] result, unordered-deep"],
    ["reconstruct-the-itinerary", "a string[][] argument"],
    ["invert-a-binary-tree", "a TreeNode in and out, LeetCode's commented definition above"],
    ["lowest-common-ancestor-in-a-binary-tree", "TreeNodeRef arguments and result"],
    ["add-two-numbers", "ListNode arguments and result"],
    ["linked-list-cycle", "a ListNode with a cycle at pos"],
    ["merge-k-sorted-lists", "a vector<ListNode*>"],
    ["clone-graph", "LeetCode's graph Node"],
    ["copy-list-with-random-pointer", "LeetCode's random-list Node"],
    ["lru-cache", "a design class"],
    ["min-stack", "a design class with several method signatures"],
    ["serialize-and-deserialize-a-binary-tree", "a TreeNode codec"],
    ["encode-and-decode-a-list-of-strings", "a string[] codec"],
  ])("accepts the reference solution of %s (%s)", async (slug) => expectAccepted(slug), SLOW);

  it(
    "deduces each parameter's own type: by value, const reference, long long, static and const methods",
    async () => {
      await expectAccepted(
        "two-sum",
        `class Solution {
public:
    static vector<int> twoSum(const vector<int> nums, long long target) {
        map<long long, int> seen;
        for (int i = 0; i < (int)nums.size(); ++i) {
            if (seen.count(target - nums[i])) return {seen[target - nums[i]], i};
            seen[nums[i]] = i;
        }
        return {};
    }
};`,
      );
      await expectAccepted(
        "find-median-from-data-stream",
        `#include <queue>
#include <vector>
using namespace std;

class MedianFinder {
    priority_queue<int> low;
    priority_queue<int, vector<int>, greater<int>> high;
public:
    MedianFinder() {}
    void addNum(int num) {
        low.push(num);
        high.push(low.top());
        low.pop();
        if (high.size() > low.size()) { low.push(high.top()); high.pop(); }
    }
    double findMedian() const {
        return low.size() > high.size() ? low.top() : (low.top() + (long long)high.top()) / 2.0;
    }
};`,
      );
    },
    SLOW,
  );
});

describe("C++ judging of overloaded methods", () => {
  it(
    "calls a method the code overloads with helpers of the same name: in place, with TreeNodeRef arguments, a codec",
    async () => {
      await expectAccepted(
        "move-zeroes-to-the-end",
        `class Solution {
public:
    void moveZeroes(vector<int>& nums) { moveZeroes(nums, 0); }
    void moveZeroes(vector<int>& nums, int write) {
        for (int x : nums) if (x != 0) nums[write++] = x;
        while (write < (int)nums.size()) nums[write++] = 0;
    }
};`,
      );
      await expectAccepted(
        "lowest-common-ancestor-in-a-binary-tree",
        `class Solution {
public:
    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) { return lowestCommonAncestor(root, p, q, 0); }
    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q, int depth) {
        if (!root || root == p || root == q) return root;
        TreeNode* left = lowestCommonAncestor(root->left, p, q, depth + 1);
        TreeNode* right = lowestCommonAncestor(root->right, p, q, depth + 1);
        return left && right ? root : left ? left : right;
    }
};`,
      );
      await expectAccepted(
        "serialize-and-deserialize-a-binary-tree",
        `class Codec {
public:
    string serialize(TreeNode* root) {
        string out;
        serialize(root, out);
        return out;
    }
    void serialize(TreeNode* node, string& out) {
        if (!node) { out += "#,"; return; }
        out += to_string(node->val) + ",";
        serialize(node->left, out);
        serialize(node->right, out);
    }
    TreeNode* deserialize(string data) {
        int i = 0;
        return deserialize(data, i);
    }
    TreeNode* deserialize(const string& data, int& i) {
        int comma = data.find(',', i);
        string token = data.substr(i, comma - i);
        i = comma + 1;
        if (token == "#") return nullptr;
        TreeNode* node = new TreeNode(stoi(token));
        node->left = deserialize(data, i);
        node->right = deserialize(data, i);
        return node;
    }
};`,
      );
    },
    SLOW,
  );
});

describe("C++ judging of the code's own nodes and missing pieces", () => {
  it(
    "compiles a solution that defines its own ListNode (uncommented) and recurses 100,000 levels deep",
    async () => {
      const values = Array.from({ length: 100_000 }, (_, index) => index);
      const report = await judgeLibraryProblem(
        cpp,
        "reverse-a-linked-list",
        `struct ListNode {
    int val;
    ListNode *next;
    ListNode(int x) : val(x), next(NULL) {}
};

class Solution {
public:
    ListNode* reverseList(ListNode* head) {
        if (!head || !head->next) return head;
        ListNode* rest = reverseList(head->next);
        head->next->next = head;
        head->next = nullptr;
        return rest;
    }
};`,
        {
          tests: [
            ...readLibraryProblem("reverse-a-linked-list").tests,
            { input: [values], expected: values.toReversed() },
          ],
        },
      );
      expect(report.tests.filter((test) => !test.passed)).toEqual([]);
    },
    SLOW,
  );

  it(
    "reports a class the code does not define, and a missing method, in words",
    async () => {
      const noClass = await judgeLibraryProblem(
        cpp,
        "two-sum",
        "int twoSumOf(vector<int>& nums, int target) { return 0; }\nint twoSum(vector<int>& nums, int target);",
      );
      expect(noClass.compileError).toEqual({ message: "The code does not define class Solution." });
      const noMethod = await judgeLibraryProblem(
        cpp,
        "lru-cache",
        "class LRUCache { public: LRUCache(int c) {} int get(int k) { return -1; } };",
      );
      expect(noMethod.compileError).toEqual({ message: "class LRUCache has no public method put with 2 parameters." });
    },
    SLOW,
  );
});

describe("C++ judging of solutions copied from repositories", () => {
  it(
    "takes a solution of free functions, with a main and macros that would clash with the harness' names",
    async () => {
      await expectAccepted(
        "two-sum",
        `// A repository's solution: a free function, its own main, and a contest template's macros.
#include <iostream>
#define C 1000000007
#define a first
#define S second
#define input cin
#define out cout

vector<int> twoSum(vector<int> &numbers, int target) {
    unordered_map<int, int> seen;
    for (int i = 0; i < (int)numbers.size(); i++) {
        if (seen.count(target - numbers[i])) return {seen[target - numbers[i]], i};
        seen[numbers[i]] = i;
    }
    return {};
}

int main(int argc, char** argv) {
    vector<int> v = {2, 7, 11, 15};
    out << twoSum(v, 9)[0] << endl;
    return 0;
}
`,
      );
    },
    SLOW,
  );
});
