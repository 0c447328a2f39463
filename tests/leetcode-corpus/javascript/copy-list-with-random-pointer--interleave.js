// Definition for a _Node.
function _Node(val, next, random) {
   this.val = val;
   this.next = next;
   this.random = random;
};

/**
 * O(1) extra space: weave each copy right after its original, fix randoms, then unweave.
 * @param {_Node} head
 * @return {_Node}
 */
var copyRandomList = function(head) {
    if (!head) return null;

    for (let cur = head; cur; cur = cur.next.next) {
        cur.next = new _Node(cur.val, cur.next, null);
    }
    for (let cur = head; cur; cur = cur.next.next) {
        if (cur.random) cur.next.random = cur.random.next;
    }
    const newHead = head.next;
    for (let cur = head; cur; cur = cur.next) {
        const copy = cur.next;
        cur.next = copy.next;
        copy.next = copy.next ? copy.next.next : null;
    }
    return newHead;
};
