/**
 * @param {string[]} tokens
 * @return {number}
 */
var evalRPN = function(tokens) {
    const stack = [];
    for (const tok of tokens) {
        if (tok === "+" || tok === "-" || tok === "*" || tok === "/") {
            const b = stack.pop();
            const a = stack.pop();
            switch (tok) {
                case "+": stack.push(a + b); break;
                case "-": stack.push(a - b); break;
                case "*": stack.push(a * b); break;
                case "/": stack.push(Math.trunc(a / b)); break;
            }
        } else {
            stack.push(Number(tok));
        }
    }
    return stack.pop();
};
