/**
 * @param {number} capacity
 */
var LFUCache = function(capacity) {
    this.capacity = capacity;
    this.values = new Map();    // key -> value
    this.counts = new Map();    // key -> use count
    this.byCount = new Map();   // count -> Set of keys, oldest use first
    this.minCount = 0;
};

LFUCache.prototype.bump = function(key) {
    const c = this.counts.get(key);
    this.counts.set(key, c + 1);
    const set = this.byCount.get(c);
    set.delete(key);
    if (set.size === 0) {
        this.byCount.delete(c);
        if (this.minCount === c) this.minCount = c + 1;
    }
    if (!this.byCount.has(c + 1)) this.byCount.set(c + 1, new Set());
    this.byCount.get(c + 1).add(key);
};

/** 
 * @param {number} key
 * @return {number}
 */
LFUCache.prototype.get = function(key) {
    if (!this.values.has(key)) return -1;
    this.bump(key);
    return this.values.get(key);
};

/** 
 * @param {number} key 
 * @param {number} value
 * @return {void}
 */
LFUCache.prototype.put = function(key, value) {
    if (this.capacity === 0) return;
    if (this.values.has(key)) {
        this.values.set(key, value);
        this.bump(key);
        return;
    }
    if (this.values.size >= this.capacity) {
        const set = this.byCount.get(this.minCount);
        const victim = set.values().next().value;
        set.delete(victim);
        if (set.size === 0) this.byCount.delete(this.minCount);
        this.values.delete(victim);
        this.counts.delete(victim);
    }
    this.values.set(key, value);
    this.counts.set(key, 1);
    if (!this.byCount.has(1)) this.byCount.set(1, new Set());
    this.byCount.get(1).add(key);
    this.minCount = 1;
};

/** 
 * Your LFUCache object will be instantiated and called as such:
 * var obj = new LFUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */
