const WINDOW_SECONDS = 300;

class HitCounter {
  constructor() {
    // One [second, hits] entry per distinct second, oldest first; entries before `head` have expired.
    this.seconds = [];
    this.head = 0;
    this.total = 0;
  }

  hit(timestamp) {
    this.expire(timestamp);
    const last = this.seconds[this.seconds.length - 1];
    if (this.head < this.seconds.length && last[0] === timestamp) last[1]++;
    else this.seconds.push([timestamp, 1]);
    this.total++;
  }

  getHits(timestamp) {
    this.expire(timestamp);
    return this.total;
  }

  expire(timestamp) {
    while (this.head < this.seconds.length && this.seconds[this.head][0] <= timestamp - WINDOW_SECONDS) {
      this.total -= this.seconds[this.head][1];
      this.head++;
    }
    // Advancing `head` instead of shift() keeps each expiry O(1); drop the dead prefix once it dominates.
    if (this.head > 64 && this.head * 2 > this.seconds.length) {
      this.seconds = this.seconds.slice(this.head);
      this.head = 0;
    }
  }
}
