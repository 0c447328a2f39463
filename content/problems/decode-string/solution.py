def decode_string(s):
    stack = []  # pairs (parts before the block, repeat count)
    current = []
    count = 0
    for ch in s:
        if ch.isdigit():
            count = count * 10 + int(ch)
        elif ch == "[":
            stack.append((current, count))
            current, count = [], 0
        elif ch == "]":
            before, repeat = stack.pop()
            before.append("".join(current) * repeat)
            current = before
        else:
            current.append(ch)
    return "".join(current)
