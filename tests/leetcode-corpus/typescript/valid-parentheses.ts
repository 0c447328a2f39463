function isValid(s: string): boolean {
    const pairs: { [close: string]: string } = { ')': '(', ']': '[', '}': '{' };
    const stack: string[] = [];
    for (const c of s) {
        if (c in pairs) {
            if (stack.pop() !== pairs[c]) return false;
        } else {
            stack.push(c);
        }
    }
    return stack.length === 0;
};
