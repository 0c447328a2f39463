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

/**
 Do not return anything, modify head in-place instead.
 */
function reorderList(head: ListNode | null): void {
    if (!head || !head.next) return;

    // 1. find the middle
    let slow: ListNode = head, fast: ListNode | null = head;
    while (fast.next && fast.next.next) {
        slow = slow.next!;
        fast = fast.next.next;
    }

    // 2. reverse the second half
    let prev: ListNode | null = null;
    let cur: ListNode | null = slow.next;
    slow.next = null;
    while (cur) {
        const nxt = cur.next;
        cur.next = prev;
        prev = cur;
        cur = nxt;
    }

    // 3. weave the two halves
    let first: ListNode | null = head, second = prev;
    while (second) {
        const n1 = first!.next, n2 = second.next;
        first!.next = second;
        second.next = n1;
        first = n1;
        second = n2;
    }
};
