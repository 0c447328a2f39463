class _Node {
    val: number
    next: _Node | null
    random: _Node | null

    constructor(val?: number, next?: _Node, random?: _Node) {
        this.val = (val===undefined ? 0 : val)
        this.next = (next===undefined ? null : next)
        this.random = (random===undefined ? null : random)
    }
}

function copyRandomList(head: _Node | null): _Node | null {
    const copies = new Map<_Node, _Node>();
    for (let cur = head; cur; cur = cur.next) {
        copies.set(cur, new _Node(cur.val));
    }
    for (let cur = head; cur; cur = cur.next) {
        const c = copies.get(cur)!;
        c.next = cur.next ? copies.get(cur.next)! : null;
        c.random = cur.random ? copies.get(cur.random)! : null;
    }
    return head ? copies.get(head)! : null;
};
