/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode} head
 * @return {void} Do not return anything, modify head in-place instead.
 */
var reorderList = function(head) {
    if (!head || !head.next) return;

    // 1. find the middle
    let slow = head, fast = head;
    while (fast.next && fast.next.next) {
        slow = slow.next;
        fast = fast.next.next;
    }

    // 2. reverse the second half
    let prev = null, cur = slow.next;
    slow.next = null;
    while (cur) {
        const nxt = cur.next;
        cur.next = prev;
        prev = cur;
        cur = nxt;
    }

    // 3. weave the two halves together
    let a = head, b = prev;
    while (b) {
        const an = a.next, bn = b.next;
        a.next = b;
        b.next = an;
        a = an;
        b = bn;
    }
};
