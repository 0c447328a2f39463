/**
 * // Definition for a _Node.
 * function _Node(val, neighbors) {
 *    this.val = val === undefined ? 0 : val;
 *    this.neighbors = neighbors === undefined ? [] : neighbors;
 * };
 */

/**
 * @param {_Node} node
 * @return {_Node}
 */
var cloneGraph = function(node) {
    const copies = new Map();

    const clone = (n) => {
        if (n === null) return null;
        if (copies.has(n)) return copies.get(n);
        const copy = new _Node(n.val);
        copies.set(n, copy);
        for (const nb of n.neighbors) {
            copy.neighbors.push(clone(nb));
        }
        return copy;
    };

    return clone(node);
};
