def calculate(s):
    stack = []
    total = 0
    sign = 1
    i = 0
    n = len(s)
    while i < n:
        ch = s[i]
        if ch.isdigit():
            value = 0
            while i < n and s[i].isdigit():
                value = value * 10 + ord(s[i]) - 48
                i += 1
            total += sign * value
            continue
        if ch == "+":
            sign = 1
        elif ch == "-":
            sign = -1
        elif ch == "(":
            stack.append((total, sign))
            total, sign = 0, 1
        elif ch == ")":
            before, group_sign = stack.pop()
            total = before + group_sign * total
        i += 1
    return total
