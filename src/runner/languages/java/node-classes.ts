import type { NodeClass } from "@/shared/judge/starter-code-shape";

/**
 * The classes LeetCode's Java provides beside a solution, each in its own file, as LeetCode defines them
 * (with public fields and every constructor LeetCode's versions have had, so old definitions' calls work too).
 * LeetCode calls both a graph's node and a random list's node `Node`.
 */
export const JAVA_NODE_FILES: Record<NodeClass, { className: string; source: string }> = {
  ListNode: {
    className: "ListNode",
    source: `public class ListNode {
    public int val;
    public ListNode next;
    public ListNode() {}
    public ListNode(int val) { this.val = val; }
    public ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}
`,
  },
  TreeNode: {
    className: "TreeNode",
    source: `public class TreeNode {
    public int val;
    public TreeNode left;
    public TreeNode right;
    public TreeNode() {}
    public TreeNode(int val) { this.val = val; }
    public TreeNode(int val, TreeNode left, TreeNode right) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}
`,
  },
  GraphNode: {
    className: "Node",
    source: `import java.util.ArrayList;
import java.util.List;

public class Node {
    public int val;
    public List<Node> neighbors;
    public Node() {
        val = 0;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val) {
        val = _val;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val, ArrayList<Node> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
}
`,
  },
  RandomListNode: {
    className: "Node",
    source: `public class Node {
    public int val;
    public Node next;
    public Node random;
    public Node() {}
    public Node(int val) {
        this.val = val;
        this.next = null;
        this.random = null;
    }
}
`,
  },
};

/** LeetCode's javafx.util.Pair, which its Java solutions use without an import. */
export const JAVA_PAIR = `public class Pair<K, V> implements java.io.Serializable {
    private final K key;
    private final V value;
    public Pair(K key, V value) { this.key = key; this.value = value; }
    public K getKey() { return key; }
    public V getValue() { return value; }
    @Override public String toString() { return key + "=" + value; }
    @Override public int hashCode() { return java.util.Objects.hashCode(key) * 13 + java.util.Objects.hashCode(value); }
    @Override public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof Pair)) return false;
        Pair<?, ?> pair = (Pair<?, ?>) other;
        return java.util.Objects.equals(key, pair.key) && java.util.Objects.equals(value, pair.value);
    }
}
`;
