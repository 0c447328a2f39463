import { describe, expect, it } from "vitest";
import { judgeLibraryProblem as judge, readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { java } from "./index";

// The Java harness end to end, without a sandbox: javac and java on each solution (1–3 s apiece).

const slow = { timeout: 60_000 };

describe("the Java harness", () => {
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

  it("builds and reads trees, and passes tree nodes by reference (LeetCode's exact form)", slow, async () => {
    const invert = `/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
class Solution {
    public TreeNode invertTree(TreeNode root) {
        if (root == null) return null;
        TreeNode left = root.left;
        root.left = invertTree(root.right);
        root.right = invertTree(left);
        return root;
    }
}`;
    expect((await judge(java, "invert-a-binary-tree", invert)).verdict).toBe("accepted");
    const lca = `class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (root == null || root == p || root == q) return root;
        TreeNode left = lowestCommonAncestor(root.left, p, q);
        TreeNode right = lowestCommonAncestor(root.right, p, q);
        return left == null ? right : right == null ? left : root;
    }
}`;
    expect((await judge(java, "lowest-common-ancestor-in-a-binary-tree", lca)).verdict).toBe("accepted");
  });

  it("compiles a solution that declares its own TreeNode, with the old constructor only", slow, async () => {
    const code = `class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int x) { val = x; }
}

class Solution {
    public int maxDepth(TreeNode root) {
        return root == null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
    }
}`;
    expect((await judge(java, "maximum-depth-of-a-binary-tree", code)).verdict).toBe("accepted");
  });

  it("builds and reads lists, lists with a cycle and arrays of lists", slow, async () => {
    const reverse = `public class ListNode {
    int val;
    ListNode next;
    ListNode(int x) { val = x; }
}

class Solution {
    public ListNode reverseList(ListNode head) {
        if (head == null || head.next == null) return head;
        ListNode rest = reverseList(head.next);
        head.next.next = head;
        head.next = null;
        return rest;
    }
}`;
    const deep = Array.from({ length: 10_000 }, (_, i) => i);
    const tests = [
      ...readLibraryProblem("reverse-a-linked-list").tests,
      { input: [deep], expected: [...deep].reverse() },
    ];
    expect((await judge(java, "reverse-a-linked-list", reverse, { tests })).verdict).toBe("accepted");
    const cycle = `/**
 * Definition for singly-linked list.
 * class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode(int x) {
 *         val = x;
 *         next = null;
 *     }
 * }
 */
public class Solution {
    public boolean hasCycle(ListNode head) {
        ListNode slow = head, fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
            if (slow == fast) return true;
        }
        return false;
    }
}`;
    expect((await judge(java, "linked-list-cycle", cycle)).verdict).toBe("accepted");
    const merge = `class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> heap = new PriorityQueue<>((a, b) -> a.val - b.val);
        for (ListNode node : lists) if (node != null) heap.add(node);
        ListNode dummy = new ListNode(), tail = dummy;
        while (!heap.isEmpty()) {
            tail.next = heap.poll();
            tail = tail.next;
            if (tail.next != null) heap.add(tail.next);
        }
        return dummy.next;
    }
}`;
    expect((await judge(java, "merge-k-sorted-lists", merge)).verdict).toBe("accepted");
  });

  it("clones a graph and a list with random pointers (LeetCode's Node)", slow, async () => {
    const graph = `/*
// Definition for a Node.
class Node {
    public int val;
    public List<Node> neighbors;
}
*/

class Solution {
    private final Map<Node, Node> copies = new HashMap<>();

    public Node cloneGraph(Node node) {
        if (node == null) return null;
        if (copies.containsKey(node)) return copies.get(node);
        Node copy = new Node(node.val, new ArrayList<>());
        copies.put(node, copy);
        for (Node next : node.neighbors) copy.neighbors.add(cloneGraph(next));
        return copy;
    }
}`;
    expect((await judge(java, "clone-graph", graph)).verdict).toBe("accepted");
    const sameGraph = await judge(
      java,
      "clone-graph",
      "class Solution { public Node cloneGraph(Node node) { return node; } }",
    );
    expect(sameGraph.tests.find((test) => !test.passed)?.message).toMatch(/reuses a node of the input graph/);
    const random = `class Solution {
    public Node copyRandomList(Node head) {
        Map<Node, Node> copies = new HashMap<>();
        for (Node n = head; n != null; n = n.next) copies.put(n, new Node(n.val));
        for (Node n = head; n != null; n = n.next) {
            copies.get(n).next = copies.get(n.next);
            copies.get(n).random = copies.get(n.random);
        }
        return copies.get(head);
    }
}`;
    expect((await judge(java, "copy-list-with-random-pointer", random)).verdict).toBe("accepted");
  });

  it("drives design classes by their calls", slow, async () => {
    const lru = `class LRUCache extends LinkedHashMap<Integer, Integer> {
    private final int capacity;

    public LRUCache(int capacity) {
        super(capacity, 0.75f, true);
        this.capacity = capacity;
    }

    public int get(int key) {
        return super.getOrDefault(key, -1);
    }

    public void put(int key, int value) {
        super.put(key, value);
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
        return size() > capacity;
    }
}`;
    expect((await judge(java, "lru-cache", lru)).verdict).toBe("accepted");
    const underground = `import javafx.util.Pair;

class UndergroundSystem {
    private final Map<Integer, Pair<String, Integer>> in = new HashMap<>();
    private final Map<String, double[]> trips = new HashMap<>();

    public UndergroundSystem() {}

    public void checkIn(int id, String stationName, int t) {
        in.put(id, new Pair<>(stationName, t));
    }

    public void checkOut(int id, String stationName, int t) {
        Pair<String, Integer> start = in.remove(id);
        double[] trip = trips.computeIfAbsent(start.getKey() + ">" + stationName, k -> new double[2]);
        trip[0] += t - start.getValue();
        trip[1]++;
    }

    public double getAverageTime(String startStation, String endStation) {
        double[] trip = trips.get(startStation + ">" + endStation);
        return trip[0] / trip[1];
    }
}`;
    expect((await judge(java, "design-an-underground-system", underground)).verdict).toBe("accepted");
  });

  it("round-trips a codec", slow, async () => {
    const code = `public class Codec {
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        write(root, out);
        return out.toString();
    }

    private void write(TreeNode node, StringBuilder out) {
        if (node == null) { out.append("#,"); return; }
        out.append(node.val).append(',');
        write(node.left, out);
        write(node.right, out);
    }

    public TreeNode deserialize(String data) {
        return read(new ArrayDeque<>(Arrays.asList(data.split(","))));
    }

    private TreeNode read(Deque<String> tokens) {
        String token = tokens.poll();
        if (token.equals("#")) return null;
        TreeNode node = new TreeNode(Integer.parseInt(token));
        node.left = read(tokens);
        node.right = read(tokens);
        return node;
    }
}`;
    expect((await judge(java, "serialize-and-deserialize-a-binary-tree", code)).verdict).toBe("accepted");
  });

  it("reports an exception with its line, a null pointer, and runs the tests after them", slow, async () => {
    const code = `class Solution {
    public int climbStairs(int n) {
        if (n == 3) throw new IllegalStateException("three");
        if (n == 4) {
            String s = null;
            return s.length();
        }
        int a = 1, b = 1;
        for (int i = 2; i <= n; i++) { int c = a + b; a = b; b = c; }
        return b;
    }
}`;
    const tests = [
      { input: [3], expected: 3 },
      { input: [4], expected: 5 },
      { input: [5], expected: 8 },
    ];
    const report = await judge(java, "climbing-stairs", code, { tests });
    expect(report.tests.map((test) => test.verdict)).toEqual(["runtime_error", "runtime_error", "accepted"]);
    expect(report.tests[0]).toMatchObject({ message: expect.stringMatching(/IllegalStateException: three/), line: 3 });
    expect(report.tests[1]).toMatchObject({ message: expect.stringMatching(/NullPointerException/), line: 6 });
  });

  it("reports the compiler's first error at the user's line and column", slow, async () => {
    const code = `class Solution {
    public int climbStairs(int n) {
        return foo + n;
    }
}`;
    const report = await judge(java, "climbing-stairs", code);
    expect(report.verdict).toBe("compile_error");
    expect(report.compileError).toEqual({ message: "cannot find symbol: variable foo", line: 3, column: 16 });
  });

  it("stops an infinite loop at the time limit", slow, async () => {
    const code = "class Solution { public int climbStairs(int n) { while (true) { n++; } } }";
    const report = await judge(java, "climbing-stairs", code, { timeLimitMs: 500 });
    expect(report.tests[0]?.verdict).toBe("time_limit_exceeded");
  });

  it("captures what each test printed", slow, async () => {
    const code = `class Solution {
    public int climbStairs(int n) {
        System.out.println("n = " + n);
        System.out.print("no line break");
        return n == 1 ? 1 : n == 2 ? 2 : climbStairs(n - 1) + climbStairs(n - 2);
    }
}`;
    const tests = [
      { input: [1], expected: 1 },
      { input: [2], expected: 2 },
    ];
    const report = await judge(java, "climbing-stairs", code, { tests });
    expect(report.tests.map((test) => test.output)).toEqual(["n = 1\nno line break", "n = 2\nno line break"]);
  });
});
