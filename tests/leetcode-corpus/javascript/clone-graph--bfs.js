/**
 * // Definition for a Node.
 * function Node(val, neighbors) {
 *    this.val = val === undefined ? 0 : val;
 *    this.neighbors = neighbors === undefined ? [] : neighbors;
 * };
 */

/**
 * @param {Node} node
 * @return {Node}
 */
var cloneGraph = function(node) {
    if (!node) return null;

    const seen = {};                 // val -> copy (values are unique 1..n)
    seen[node.val] = new Node(node.val);
    const q = new Queue();
    q.enqueue(node);

    while (q.size() > 0) {
        const cur = q.dequeue();
        for (const nb of cur.neighbors) {
            if (!seen[nb.val]) {
                seen[nb.val] = new Node(nb.val);
                q.enqueue(nb);
            }
            seen[cur.val].neighbors.push(seen[nb.val]);
        }
    }
    return seen[node.val];
};
