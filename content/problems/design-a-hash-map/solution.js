const BUCKET_COUNT = 1009; // prime, so keys with a common stride still spread out

class MyHashMap {
  constructor() {
    this.buckets = Array.from({ length: BUCKET_COUNT }, () => []);
  }

  put(key, value) {
    const bucket = this.bucketOf(key);
    const pair = bucket.find((entry) => entry[0] === key);
    if (pair) pair[1] = value;
    else bucket.push([key, value]);
  }

  get(key) {
    const pair = this.bucketOf(key).find((entry) => entry[0] === key);
    return pair ? pair[1] : -1;
  }

  remove(key) {
    const bucket = this.bucketOf(key);
    const index = bucket.findIndex((entry) => entry[0] === key);
    if (index !== -1) bucket.splice(index, 1);
  }

  bucketOf(key) {
    return this.buckets[key % BUCKET_COUNT];
  }
}
