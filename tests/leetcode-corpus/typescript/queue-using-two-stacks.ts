export class MyQueue {
    private inbox: number[];
    private outbox: number[];

    constructor() {
        this.inbox = [];
        this.outbox = [];
    }

    push(x: number): void {
        this.inbox.push(x);
    }

    pop(): number {
        this.shift();
        return this.outbox.pop() as number;
    }

    peek(): number {
        this.shift();
        return this.outbox.at(-1)!;
    }

    empty(): boolean {
        return this.inbox.length === 0 && this.outbox.length === 0;
    }

    // move everything over only when the out-stack is empty: amortized O(1)
    private shift(): void {
        if (this.outbox.length === 0) {
            while (this.inbox.length) this.outbox.push(this.inbox.pop()!);
        }
    }
}

/**
 * Your MyQueue object will be instantiated and called as such:
 * var obj = new MyQueue()
 * obj.push(x)
 * var param_2 = obj.pop()
 * var param_3 = obj.peek()
 * var param_4 = obj.empty()
 */
