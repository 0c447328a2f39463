/**
 * @param {number} length
 */
var SnapshotArray = function(length) {
    this.snapId = 0;
    // history[i] = list of [snapId, value], snapIds increasing
    this.history = Array.from({ length }, () => [[0, 0]]);
};

/** 
 * @param {number} index 
 * @param {number} val
 * @return {void}
 */
SnapshotArray.prototype.set = function(index, val) {
    const h = this.history[index];
    if (h[h.length - 1][0] === this.snapId) {
        h[h.length - 1][1] = val;
    } else {
        h.push([this.snapId, val]);
    }
};

/**
 * @return {number}
 */
SnapshotArray.prototype.snap = function() {
    return this.snapId++;
};

/** 
 * @param {number} index 
 * @param {number} snap_id
 * @return {number}
 */
SnapshotArray.prototype.get = function(index, snap_id) {
    const h = this.history[index];
    let lo = 0, hi = h.length - 1;
    // last entry with snapId <= snap_id
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (h[mid][0] <= snap_id) lo = mid;
        else hi = mid - 1;
    }
    return h[lo][1];
};

/** 
 * Your SnapshotArray object will be instantiated and called as such:
 * var obj = new SnapshotArray(length)
 * obj.set(index,val)
 * var param_2 = obj.snap()
 * var param_3 = obj.get(index,snap_id)
 */
