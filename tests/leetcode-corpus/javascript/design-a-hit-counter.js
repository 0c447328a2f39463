class HitCounter {
    constructor() {
        this.hits = new Queue(); // timestamps, oldest first
    }

    /**
     * @param {number} timestamp
     * @return {void}
     */
    hit(timestamp) {
        this.hits.enqueue(timestamp);
    }

    /**
     * @param {number} timestamp
     * @return {number}
     */
    getHits(timestamp) {
        while (!this.hits.isEmpty() && this.hits.front() <= timestamp - 300) {
            this.hits.dequeue();
        }
        return this.hits.size();
    }
}
