def alien_order(words):
    # letter -> letters that come later, kept in a dict so that they are visited in a fixed order
    after = {letter: {} for word in words for letter in word}
    in_degree = dict.fromkeys(after, 0)
    for first, second in zip(words, words[1:]):
        for x, y in zip(first, second):
            if x != y:
                if y not in after[x]:
                    after[x][y] = True
                    in_degree[y] += 1
                break
        else:
            if len(first) > len(second):
                return ""  # a word before its own prefix
    # Kahn's algorithm: take the letters in the order their last earlier letter is placed.
    order = [letter for letter, degree in in_degree.items() if degree == 0]
    head = 0
    while head < len(order):
        for nxt in after[order[head]]:
            in_degree[nxt] -= 1
            if in_degree[nxt] == 0:
                order.append(nxt)
        head += 1
    return "".join(order) if len(order) == len(after) else ""
