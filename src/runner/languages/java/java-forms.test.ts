import { describe, expect, it } from "vitest";
import { judgeLibraryProblem as judge } from "../../../../tests/fixtures/native-judging";
import { java } from "./index";

// The Java harness end to end, without a sandbox: javac and java on each solution (1–3 s apiece).
// Functions of plain values and collections, in LeetCode's Java form.

const slow = { timeout: 60_000 };

describe("the Java harness: functions, imports and plain values", () => {
  it("accepts a function, takes its own imports, and reports a wrong answer", slow, async () => {
    const code = `import java.util.HashMap;
import java.util.*;

public class Solution {
    public int[] twoSum(int[] nums, int target) {
        HashMap<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            if (seen.containsKey(target - nums[i])) return new int[] {seen.get(target - nums[i]), i};
            seen.put(nums[i], i);
        }
        return new int[] {0, 0};
    }
}`;
    expect((await judge(java, "two-sum", code)).verdict).toBe("accepted");
    const wrong = await judge(java, "two-sum", code.replace("seen.get(target - nums[i]), i", "0, 0"));
    expect(wrong.verdict).toBe("wrong_answer");
  });

  it("passes char[][] and reads back a void function's first argument", slow, async () => {
    const code = `class Solution {
    public void solve(char[][] board) {
        int m = board.length, n = board[0].length;
        for (int i = 0; i < m; i++) { mark(board, i, 0); mark(board, i, n - 1); }
        for (int j = 0; j < n; j++) { mark(board, 0, j); mark(board, m - 1, j); }
        for (char[] row : board) for (int j = 0; j < n; j++) row[j] = row[j] == '#' ? 'O' : 'X';
    }

    private void mark(char[][] b, int i, int j) {
        if (i < 0 || j < 0 || i >= b.length || j >= b[0].length || b[i][j] != 'O') return;
        b[i][j] = '#';
        mark(b, i + 1, j); mark(b, i - 1, j); mark(b, i, j + 1); mark(b, i, j - 1);
    }
}`;
    expect((await judge(java, "capture-surrounded-regions", code)).verdict).toBe("accepted");
  });

  it("passes and returns a double within the float comparison", slow, async () => {
    const code = `class Solution {
    public double myPow(double x, int n) {
        long e = n;
        if (e < 0) { x = 1 / x; e = -e; }
        double result = 1;
        for (; e > 0; e >>= 1, x *= x) if ((e & 1) == 1) result *= x;
        return result;
    }
}`;
    expect((await judge(java, "compute-x-to-the-power-n", code)).verdict).toBe("accepted");
  });
});

describe("the Java harness: collections in and out", () => {
  it("converts to List<List<Integer>> and String[] / List<List<String>>, compared in any order", slow, async () => {
    const threeSum = `class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < nums.length - 2; i++) {
            if (i > 0 && nums[i] == nums[i - 1]) continue;
            int l = i + 1, r = nums.length - 1;
            while (l < r) {
                int sum = nums[i] + nums[l] + nums[r];
                if (sum < 0) l++;
                else if (sum > 0) r--;
                else {
                    out.add(Arrays.asList(nums[i], nums[l], nums[r]));
                    while (l < r && nums[l] == nums[l + 1]) l++;
                    l++;
                    r--;
                }
            }
        }
        return out;
    }
}`;
    expect((await judge(java, "three-sum", threeSum)).verdict).toBe("accepted");
    const anagrams = `class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String s : strs) {
            char[] key = s.toCharArray();
            Arrays.sort(key);
            groups.computeIfAbsent(new String(key), k -> new ArrayList<>()).add(s);
        }
        return new ArrayList<>(groups.values());
    }
}`;
    expect((await judge(java, "group-anagrams", anagrams)).verdict).toBe("accepted");
  });

  it("takes List<List<String>> and returns List<String>", slow, async () => {
    const code = `class Solution {
    public List<String> findItinerary(List<List<String>> tickets) {
        Map<String, PriorityQueue<String>> graph = new HashMap<>();
        for (List<String> t : tickets) graph.computeIfAbsent(t.get(0), k -> new PriorityQueue<>()).add(t.get(1));
        LinkedList<String> route = new LinkedList<>();
        visit("JFK", graph, route);
        return route;
    }

    private void visit(String airport, Map<String, PriorityQueue<String>> graph, LinkedList<String> route) {
        PriorityQueue<String> next = graph.get(airport);
        while (next != null && !next.isEmpty()) visit(next.poll(), graph, route);
        route.addFirst(airport);
    }
}`;
    expect((await judge(java, "reconstruct-the-itinerary", code)).verdict).toBe("accepted");
  });
});

describe("the Java harness: solutions copied from repositories", () => {
  it(
    "accepts a repository's solution: a package, a class of its own name, a test driver class Main",
    slow,
    async () => {
      const code = `package com.example.leetcode.easy;

import java.util.HashMap;

/** 1. Two Sum */
public class TwoSum {
    public static int[] twoSum(final int[] nums, final int target) {
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = index.get(target - nums[i]);
            if (j != null) return new int[] {j, i};
            index.put(nums[i], i);
        }
        return null;
    }
}

class Main {
    public static void main(String[] args) {
        System.out.println(Arrays.toString(TwoSum.twoSum(new int[] {3, 3}, 6)));
    }
}`;
      expect((await judge(java, "two-sum", code)).verdict).toBe("accepted");
    },
  );
});
