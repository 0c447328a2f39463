// Separate chaining: a fixed array of buckets, each bucket a plain array of [key, value] pairs.
var MyHashMap = function() {
    this.size = 2069;
    this.buckets = new Array(this.size);
    for (let i = 0; i < this.size; i++) this.buckets[i] = [];
};

MyHashMap.prototype._bucket = function(key) {
    return this.buckets[key % this.size];
};

/** 
 * @param {number} key 
 * @param {number} value
 * @return {void}
 */
MyHashMap.prototype.put = function(key, value) {
    const bucket = this._bucket(key);
    for (const pair of bucket) {
        if (pair[0] === key) {
            pair[1] = value;
            return;
        }
    }
    bucket.push([key, value]);
};

/** 
 * @param {number} key
 * @return {number}
 */
MyHashMap.prototype.get = function(key) {
    const bucket = this._bucket(key);
    for (const [k, v] of bucket) {
        if (k === key) return v;
    }
    return -1;
};

/** 
 * @param {number} key
 * @return {void}
 */
MyHashMap.prototype.remove = function(key) {
    const bucket = this._bucket(key);
    for (let i = 0; i < bucket.length; i++) {
        if (bucket[i][0] === key) {
            bucket[i] = bucket[bucket.length - 1];
            bucket.pop();
            return;
        }
    }
};

/** 
 * Your MyHashMap object will be instantiated and called as such:
 * var obj = new MyHashMap()
 * obj.put(key,value)
 * var param_2 = obj.get(key)
 * obj.remove(key)
 */
