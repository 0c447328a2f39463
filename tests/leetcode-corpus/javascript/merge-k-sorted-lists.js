/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    const pq = new MinPriorityQueue((node) => node.val);
    for (const head of lists) {
        if (head) pq.enqueue(head);
    }

    const dummy = new ListNode();
    let tail = dummy;
    while (!pq.isEmpty()) {
        const node = pq.dequeue();
        tail.next = node;
        tail = node;
        if (node.next) pq.enqueue(node.next);
    }
    tail.next = null;
    return dummy.next;
};
