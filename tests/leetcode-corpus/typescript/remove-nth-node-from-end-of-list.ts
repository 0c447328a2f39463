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

function removeNthFromEnd(head: ListNode | null, n: number): ListNode | null {
    const dummy = new ListNode(0, head);
    let fast: ListNode | null = dummy;
    let slow: ListNode = dummy;
    // move fast n+1 steps ahead so slow stops just before the node to delete
    for (let i = 0; i <= n; i++) fast = fast!.next;
    while (fast !== null) {
        fast = fast.next;
        slow = slow.next!;
    }
    slow.next = slow.next!.next;
    return dummy.next;
};
