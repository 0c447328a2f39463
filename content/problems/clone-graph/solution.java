/*
// Definition for a Node.
class Node {
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
*/

class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) return null;
        Map<Node, Node> copies = new HashMap<>();
        Deque<Node> queue = new ArrayDeque<>();
        copies.put(node, new Node(node.val));
        queue.add(node);
        while (!queue.isEmpty()) {
            Node current = queue.poll();
            for (Node next : current.neighbors) {
                if (!copies.containsKey(next)) {
                    copies.put(next, new Node(next.val));
                    queue.add(next);
                }
                copies.get(current).neighbors.add(copies.get(next));
            }
        }
        return copies.get(node);
    }
}
