import { beforeAll, describe, it } from "vitest";
import { expectAccepted, TIMEOUT } from "./go-test-support";
import { warmPlainGoCache } from "./warm-cache";

// Each judgement compiles a Go program (about 1–2 s with a warm build cache): LeetCode's node types,
// each in LeetCode's Go form, through the real judge.
beforeAll(warmPlainGoCache, 300_000);

describe("the Go harness judges LeetCode's trees and tree codecs", { timeout: TIMEOUT }, () => {
  it("a TreeNode in and out, pasted with LeetCode's commented definition", async () => {
    await expectAccepted(
      "invert-a-binary-tree",
      `/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func invertTree(root *TreeNode) *TreeNode {
    if root == nil { return nil }
    root.Left, root.Right = invertTree(root.Right), invertTree(root.Left)
    return root
}`,
    );
  });
  it("TreeNodeRef arguments and result (lowest common ancestor)", async () => {
    await expectAccepted(
      "lowest-common-ancestor-in-a-binary-tree",
      `func lowestCommonAncestor(root, p, q *TreeNode) *TreeNode {
    if root == nil || root == p || root == q { return root }
    left, right := lowestCommonAncestor(root.Left, p, q), lowestCommonAncestor(root.Right, p, q)
    if left != nil && right != nil { return root }
    if left != nil { return left }
    return right
}`,
    );
  });

  it("a codec in LeetCode's Go form (Constructor and lower-case serialize / deserialize)", async () => {
    await expectAccepted(
      "serialize-and-deserialize-a-binary-tree",
      `type Codec struct{}

func Constructor() Codec { return Codec{} }

func (this *Codec) serialize(root *TreeNode) string {
    if root == nil { return "#" }
    return strconv.Itoa(root.Val) + "," + this.serialize(root.Left) + "," + this.serialize(root.Right)
}

func (this *Codec) deserialize(data string) *TreeNode {
    parts := strings.Split(data, ",")
    var build func() *TreeNode
    build = func() *TreeNode {
        part := parts[0]
        parts = parts[1:]
        if part == "#" { return nil }
        val, _ := strconv.Atoi(part)
        return &TreeNode{Val: val, Left: build(), Right: build()}
    }
    return build()
}`,
    );
  });
});

describe("the Go harness judges LeetCode's linked lists", { timeout: TIMEOUT }, () => {
  it("a ListNode in and out, with the solution's own ListNode uncommented", async () => {
    await expectAccepted(
      "reverse-a-linked-list",
      `type ListNode struct {
    Val int
    Next *ListNode
}

func reverseList(head *ListNode) *ListNode {
    var prev *ListNode
    for head != nil { head.Next, prev, head = prev, head, head.Next }
    return prev
}`,
    );
  });
  it("a ListNode with a cycle at pos", async () => {
    await expectAccepted(
      "linked-list-cycle",
      `func hasCycle(head *ListNode) bool {
    slow, fast := head, head
    for fast != nil && fast.Next != nil {
        slow, fast = slow.Next, fast.Next.Next
        if slow == fast { return true }
    }
    return false
}`,
    );
  });
  it("ListNode[] (merge k lists) with container/heap used without an import", async () => {
    await expectAccepted(
      "merge-k-sorted-lists",
      `type minHeap []*ListNode
func (h minHeap) Len() int { return len(h) }
func (h minHeap) Less(i, j int) bool { return h[i].Val < h[j].Val }
func (h minHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x any) { *h = append(*h, x.(*ListNode)) }
func (h *minHeap) Pop() any { old := *h; x := old[len(old)-1]; *h = old[:len(old)-1]; return x }

func mergeKLists(lists []*ListNode) *ListNode {
    h := &minHeap{}
    for _, l := range lists { if l != nil { heap.Push(h, l) } }
    dummy := &ListNode{}
    tail := dummy
    for h.Len() > 0 {
        node := heap.Pop(h).(*ListNode)
        tail.Next, tail = node, node
        if node.Next != nil { heap.Push(h, node.Next) }
    }
    return dummy.Next
}`,
    );
  });
});

describe("the Go harness judges LeetCode's graph and random-list nodes", { timeout: TIMEOUT }, () => {
  it("a graph's Node (clone graph)", async () => {
    await expectAccepted(
      "clone-graph",
      `/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Neighbors []*Node
 * }
 */

func cloneGraph(node *Node) *Node {
    copies := map[*Node]*Node{}
    var clone func(*Node) *Node
    clone = func(n *Node) *Node {
        if n == nil { return nil }
        if c, ok := copies[n]; ok { return c }
        c := &Node{Val: n.Val}
        copies[n] = c
        for _, next := range n.Neighbors { c.Neighbors = append(c.Neighbors, clone(next)) }
        return c
    }
    return clone(node)
}`,
    );
  });
  it("a random list's Node (copy list with random pointer)", async () => {
    await expectAccepted(
      "copy-list-with-random-pointer",
      `func copyRandomList(head *Node) *Node {
    copies := map[*Node]*Node{nil: nil}
    for n := head; n != nil; n = n.Next { copies[n] = &Node{Val: n.Val} }
    for n := head; n != nil; n = n.Next {
        copies[n].Next, copies[n].Random = copies[n.Next], copies[n.Random]
    }
    return copies[head]
}`,
    );
  });
});
