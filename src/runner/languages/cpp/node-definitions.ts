import type { NodeClass } from "@/shared/judge/starter-code-shape";

/**
 * The node types as LeetCode's C++ defines them, with every constructor its variants have (the list and
 * tree of a cycle or an ancestor problem have only `(int x)`), so that any LeetCode solution compiles.
 * GraphNode and RandomListNode are both LeetCode's `Node`: a problem uses one of them.
 */
export const CPP_NODE_STRUCTS: Record<NodeClass, { name: string; code: string }> = {
  ListNode: {
    name: "ListNode",
    code: `struct ListNode {
  int val;
  ListNode *next;
  ListNode() : val(0), next(nullptr) {}
  ListNode(int x) : val(x), next(nullptr) {}
  ListNode(int x, ListNode *next) : val(x), next(next) {}
};`,
  },
  TreeNode: {
    name: "TreeNode",
    code: `struct TreeNode {
  int val;
  TreeNode *left;
  TreeNode *right;
  TreeNode() : val(0), left(nullptr), right(nullptr) {}
  TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
  TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};`,
  },
  GraphNode: {
    name: "Node",
    code: `class Node {
public:
  int val;
  vector<Node*> neighbors;
  Node() { val = 0; neighbors = vector<Node*>(); }
  Node(int _val) { val = _val; neighbors = vector<Node*>(); }
  Node(int _val, vector<Node*> _neighbors) { val = _val; neighbors = _neighbors; }
};`,
  },
  RandomListNode: {
    name: "Node",
    code: `class Node {
public:
  int val;
  Node* next;
  Node* random;
  Node(int _val) { val = _val; next = NULL; random = NULL; }
};`,
  },
};
