/**
 * // Definition for a _Node.
 * function _Node(val, next, random) {
 *    this.val = val;
 *    this.next = next;
 *    this.random = random;
 * };
 */

/**
 * @param {_Node} head
 * @return {_Node}
 */
var copyRandomList = function(head) {
    const copies = new Map();
    copies.set(null, null);

    // first pass: one copy per node
    for (let cur = head; cur !== null; cur = cur.next) {
        copies.set(cur, new _Node(cur.val, null, null));
    }
    // second pass: wire next and random
    for (let cur = head; cur !== null; cur = cur.next) {
        const copy = copies.get(cur);
        copy.next = copies.get(cur.next);
        copy.random = copies.get(cur.random);
    }
    return copies.get(head);
};
