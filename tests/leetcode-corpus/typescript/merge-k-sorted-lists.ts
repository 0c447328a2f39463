/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */

function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const pq = new MinPriorityQueue<ListNode>((node) => node.val);
    for (const head of lists) {
        if (head) pq.enqueue(head);
    }
    const dummy = new ListNode(0);
    let tail = dummy;
    while (!pq.isEmpty()) {
        const node = pq.dequeue()!;
        tail.next = node;
        tail = node;
        if (node.next) pq.enqueue(node.next);
    }
    tail.next = null;
    return dummy.next;
};
