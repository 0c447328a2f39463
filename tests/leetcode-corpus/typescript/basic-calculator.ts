function calculate(s: string): number {
    let result = 0;
    let sign = 1;
    let num = 0;
    const stack: number[] = [];

    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c >= '0' && c <= '9') {
            num = num * 10 + (c.charCodeAt(0) - 48);
        } else if (c === '+' || c === '-') {
            result += sign * num;
            num = 0;
            sign = c === '+' ? 1 : -1;
        } else if (c === '(') {
            // save the running result and the sign in front of the parenthesis
            stack.push(result, sign);
            result = 0;
            sign = 1;
        } else if (c === ')') {
            result += sign * num;
            num = 0;
            const prevSign = stack.pop()!;
            const prevResult = stack.pop()!;
            result = prevResult + prevSign * result;
        }
    }
    return result + sign * num;
};
