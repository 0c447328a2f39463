def is_valid(s):
    opener = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or stack.pop() != opener[ch]:
            return False
    return not stack
