/**
 * LeetCode's JavaScript runtime as far as solutions rely on it without importing anything: the queue,
 * deque and priority-queue classes of the @datastructures-js packages at the API LeetCode ships. Two
 * generations of the priority queues are in use in public solutions: the older one (v4/v5) returns
 * `{ element, priority }` from Min/MaxPriorityQueue's `dequeue` and `front`, the current one (v6) the
 * element itself. A queue answers in the older form when it was made with `{ priority }`, when a
 * priority was passed to `enqueue`, or when the solution reads `.element` or `.priority` anywhere
 * (`__preppilot_legacyQueues`, set by the judge from the source); otherwise in the current form.
 * Also `require` and `module.exports` for files pasted with `import` / `export` (the judge turns
 * them into CommonJS first). A string for the same reason as the harness: it runs inside the sandbox.
 */
export const JAVASCRIPT_RUNTIME = `
(() => {
  class Heap {
    constructor(compare) { this.compare = compare; this.items = []; }
    get size() { return this.items.length; }
    push(item) {
      const items = this.items;
      items.push(item);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.compare(items[i], items[parent]) >= 0) break;
        [items[i], items[parent]] = [items[parent], items[i]];
        i = parent;
      }
    }
    pop() {
      const items = this.items;
      if (items.length === 0) return undefined;
      const top = items[0];
      const last = items.pop();
      if (items.length > 0) {
        items[0] = last;
        let i = 0;
        for (;;) {
          const left = 2 * i + 1, right = left + 1;
          let best = i;
          if (left < items.length && this.compare(items[left], items[best]) < 0) best = left;
          if (right < items.length && this.compare(items[right], items[best]) < 0) best = right;
          if (best === i) break;
          [items[i], items[best]] = [items[best], items[i]];
          i = best;
        }
      }
      return top;
    }
    peek() { return this.items[0]; }
    last() {
      let worst;
      for (const item of this.items) if (worst === undefined || this.compare(item, worst) > 0) worst = item;
      return worst;
    }
  }

  class PriorityQueue {
    constructor(compare, values) {
      const options = compare !== null && typeof compare === "object" ? compare : {};
      const byCompare = typeof compare === "function" ? compare : options.compare;
      this._priority = typeof options.priority === "function" ? options.priority : undefined;
      this._legacy = this._priority !== undefined;
      this._order = byCompare ?? ((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      this._heap = new Heap((a, b) => this._compareEntries(a, b));
      this._sequence = 0;
      for (const value of Array.isArray(values) ? values : []) this.enqueue(value);
    }
    _compareEntries(a, b) {
      const order = a.hasPriority || b.hasPriority ? this._order(a.priority, b.priority) : this._order(a.element, b.element);
      return order || a.sequence - b.sequence;
    }
    _wrap(entry) {
      if (entry === undefined) return null;
      return this._legacy ? { element: entry.element, priority: entry.priority } : entry.element;
    }
    enqueue(element, priority) {
      const hasPriority = priority !== undefined || this._priority !== undefined;
      if (priority !== undefined) this._legacy = true;
      const entry = { element, priority: priority ?? this._priority?.(element), hasPriority, sequence: this._sequence++ };
      this._heap.push(entry);
      return this;
    }
    push(element) { return this.enqueue(element); }
    dequeue() { return this._wrap(this._heap.pop()); }
    pop() { return this.dequeue(); }
    front() { return this._wrap(this._heap.peek()); }
    back() { return this._wrap(this._heap.last()); }
    size() { return this._heap.size; }
    isEmpty() { return this._heap.size === 0; }
    clear() { this._heap.items = []; }
    toArray() { return [...this._heap.items].sort((a, b) => this._compareEntries(a, b)).map((entry) => this._wrap(entry)); }
    contains(matches) { return this._heap.items.some((entry) => matches(entry.element)); }
    remove(matches) {
      const removed = this._heap.items.filter((entry) => matches(entry.element));
      const kept = this._heap.items.filter((entry) => !matches(entry.element));
      this._heap.items = [];
      for (const entry of kept) this._heap.push(entry);
      return removed.map((entry) => this._wrap(entry));
    }
    [Symbol.iterator]() { return this.toArray()[Symbol.iterator](); }
  }

  function byValue(getValue, direction) {
    return (a, b) => {
      const x = getValue ? getValue(a) : a;
      const y = getValue ? getValue(b) : b;
      return x < y ? -direction : x > y ? direction : 0;
    };
  }

  function orderedQueue(direction) {
    return class extends PriorityQueue {
      constructor(getValue, values) {
        const options = getValue !== null && typeof getValue === "object" ? getValue : undefined;
        super(options ? { ...options, compare: options.compare ?? byValue(undefined, direction) } : byValue(getValue, direction));
        if (globalThis.__preppilot_legacyQueues) this._legacy = true;
        for (const value of Array.isArray(values) ? values : []) this.enqueue(value);
      }
      enqueue(element, priority) {
        // The older API ranks plain values by themselves and reports them as their own priority.
        if (priority === undefined && this._priority === undefined && this._legacy) return super.enqueue(element, element);
        return super.enqueue(element, priority);
      }
      static fromArray(values, getValue) { return new this(getValue, values); }
    };
  }

  class Queue {
    constructor(elements) { this._items = Array.isArray(elements) ? [...elements] : []; this._head = 0; }
    enqueue(element) { this._items.push(element); return this; }
    push(element) { return this.enqueue(element); }
    dequeue() {
      if (this.isEmpty()) return null;
      const first = this._items[this._head++];
      if (this._head * 2 >= this._items.length) { this._items = this._items.slice(this._head); this._head = 0; }
      return first;
    }
    pop() { return this.dequeue(); }
    front() { return this.isEmpty() ? null : this._items[this._head]; }
    back() { return this.isEmpty() ? null : this._items[this._items.length - 1]; }
    size() { return this._items.length - this._head; }
    isEmpty() { return this.size() === 0; }
    toArray() { return this._items.slice(this._head); }
    clone() { return new Queue(this.toArray()); }
    clear() { this._items = []; this._head = 0; }
    static fromArray(elements) { return new Queue(elements); }
  }

  class Deque {
    constructor(elements) { this._items = Array.isArray(elements) ? [...elements] : []; }
    pushFront(element) { this._items.unshift(element); return this; }
    pushBack(element) { this._items.push(element); return this; }
    popFront() { return this._items.length ? this._items.shift() : null; }
    popBack() { return this._items.length ? this._items.pop() : null; }
    front() { return this._items.length ? this._items[0] : null; }
    back() { return this._items.length ? this._items[this._items.length - 1] : null; }
    size() { return this._items.length; }
    isEmpty() { return this._items.length === 0; }
    toArray() { return [...this._items]; }
    clone() { return new Deque(this._items); }
    clear() { this._items = []; }
    static fromArray(elements) { return new Deque(elements); }
  }

  const MinPriorityQueue = orderedQueue(1);
  const MaxPriorityQueue = orderedQueue(-1);
  Object.assign(globalThis, { PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque });
  const packages = {
    "@datastructures-js/priority-queue": { PriorityQueue, MinPriorityQueue, MaxPriorityQueue },
    "@datastructures-js/queue": { Queue },
    "@datastructures-js/deque": { Deque },
  };
  globalThis.require = (name) => {
    if (Object.hasOwn(packages, name)) return packages[name];
    throw new Error("Cannot find module '" + name + "': only LeetCode's @datastructures-js packages are available");
  };
  globalThis.module = { exports: {} };
  globalThis.exports = globalThis.module.exports;
})();
`;
