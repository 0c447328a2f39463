/**
 * Definition for _Node.
 * class _Node {
 *     val: number
 *     neighbors: _Node[]
 *
 *     constructor(val?: number, neighbors?: _Node[]) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.neighbors = (neighbors===undefined ? [] : neighbors)
 *     }
 * }
 *
 */

function cloneGraph(node: _Node | null): _Node | null {
    if (node === null) return null;
    const copies = new Map<_Node, _Node>();
    copies.set(node, new _Node(node.val));
    const queue: _Node[] = [node];
    for (let i = 0; i < queue.length; i++) {
        const cur = queue[i];
        for (const nb of cur.neighbors) {
            if (!copies.has(nb)) {
                copies.set(nb, new _Node(nb.val));
                queue.push(nb);
            }
            copies.get(cur)!.neighbors.push(copies.get(nb)!);
        }
    }
    return copies.get(node)!;
};
