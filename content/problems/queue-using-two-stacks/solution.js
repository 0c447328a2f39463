class MyQueue {
  constructor() {
    this.inbox = [];
    this.outbox = []; // the oldest element is on top
  }

  push(x) {
    this.inbox.push(x);
  }

  pop() {
    this.refill();
    return this.outbox.pop();
  }

  peek() {
    this.refill();
    return this.outbox[this.outbox.length - 1];
  }

  empty() {
    return this.inbox.length === 0 && this.outbox.length === 0;
  }

  // Moving only when the outbox is empty keeps each element's transfer to a single one: amortized O(1).
  refill() {
    if (this.outbox.length > 0) return;
    while (this.inbox.length > 0) this.outbox.push(this.inbox.pop());
  }
}
