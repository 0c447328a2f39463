def divide_toward_zero(a, b):
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b > 0) else -quotient


OPERATIONS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": divide_toward_zero,
}


def eval_rpn(tokens):
    stack = []
    for token in tokens:
        if token in OPERATIONS:
            right = stack.pop()
            left = stack.pop()
            stack.append(OPERATIONS[token](left, right))
        else:
            stack.append(int(token))
    return stack[0]
