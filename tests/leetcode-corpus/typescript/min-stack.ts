class MinStack {
    private stack: number[] = [];
    private mins: number[] = [];

    constructor() {

    }

    push(val: number): void {
        this.stack.push(val);
        const curMin = this.mins.length ? this.mins[this.mins.length - 1] : val;
        this.mins.push(Math.min(curMin, val));
    }

    pop(): void {
        this.stack.pop();
        this.mins.pop();
    }

    top(): number {
        return this.stack[this.stack.length - 1];
    }

    getMin(): number {
        return this.mins[this.mins.length - 1];
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * var obj = new MinStack()
 * obj.push(val)
 * obj.pop()
 * var param_3 = obj.top()
 * var param_4 = obj.getMin()
 */
