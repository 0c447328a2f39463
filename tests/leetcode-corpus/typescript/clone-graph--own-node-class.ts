class _Node {
    val: number
    neighbors: _Node[]
    constructor(val?: number, neighbors?: _Node[]) {
        this.val = (val === undefined ? 0 : val)
        this.neighbors = (neighbors === undefined ? [] : neighbors)
    }
}

// recursive DFS with a memo of already-cloned nodes
function cloneGraph(node: _Node | null, seen = new Map<number, _Node>()): _Node | null {
    if (!node) return null
    if (seen.has(node.val)) return seen.get(node.val)!
    const copy = new _Node(node.val)
    seen.set(node.val, copy)
    copy.neighbors = node.neighbors.map(nb => cloneGraph(nb, seen)!)
    return copy
}
