interface Version {
    timestamp: number;
    value: string;
}

class TimeMap {
    private store: Map<string, Version[]>;

    constructor() {
        this.store = new Map();
    }

    set(key: string, value: string, timestamp: number): void {
        if (!this.store.has(key)) this.store.set(key, []);
        this.store.get(key)!.push({ timestamp, value }); // timestamps arrive in increasing order
    }

    get(key: string, timestamp: number): string {
        const versions = this.store.get(key);
        if (!versions) return "";
        let lo = 0, hi = versions.length - 1, ans = "";
        while (lo <= hi) {
            const mid = Math.floor((lo + hi) / 2);
            if (versions[mid].timestamp <= timestamp) {
                ans = versions[mid].value;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return ans;
    }
}

/**
 * Your TimeMap object will be instantiated and called as such:
 * var obj = new TimeMap()
 * obj.set(key,value,timestamp)
 * var param_2 = obj.get(key,timestamp)
 */
