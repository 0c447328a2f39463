import { describe, expect, it } from "vitest";
import { judgeLibraryProblem as judge, readLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { java } from "./index";

// The Java harness end to end, without a sandbox: javac and java on each solution (1–3 s apiece).
// LeetCode's node types, design classes and codecs.

const slow = { timeout: 60_000 };

describe("the Java harness: trees", () => {
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
});

describe("the Java harness: linked lists", () => {
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
});

describe("the Java harness: graph and random-pointer nodes", () => {
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
});

describe("the Java harness: design classes", () => {
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
});

describe("the Java harness: codecs", () => {
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
});
