class SnapshotArray {
    // per index: list of [snapId, value] in increasing snapId order, created on first set
    private history: Array<Array<[number, number]> | undefined>;
    private snapId = 0;

    constructor(length: number) {
        this.history = new Array(length);
    }

    set(index: number, val: number): void {
        const h = (this.history[index] ??= [[0, 0]]);
        const last = h[h.length - 1];
        if (last[0] === this.snapId) last[1] = val;
        else h.push([this.snapId, val]);
    }

    snap(): number {
        return this.snapId++;
    }

    get(index: number, snap_id: number): number {
        const h = this.history[index];
        if (!h) return 0;
        // last entry with id <= snap_id
        let lo = 0, hi = h.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (h[mid][0] <= snap_id) lo = mid;
            else hi = mid - 1;
        }
        return h[lo][1];
    }
}

/**
 * Your SnapshotArray object will be instantiated and called as such:
 * var obj = new SnapshotArray(length)
 * obj.set(index,val)
 * var param_2 = obj.snap()
 * var param_3 = obj.get(index,snap_id)
 */
