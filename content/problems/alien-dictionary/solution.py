import heapq


def alien_order(words):
    after = {letter: set() for word in words for letter in word}  # letter -> letters that come later
    in_degree = dict.fromkeys(after, 0)
    for first, second in zip(words, words[1:]):
        for x, y in zip(first, second):
            if x != y:
                if y not in after[x]:
                    after[x].add(y)
                    in_degree[y] += 1
                break
        else:
            if len(first) > len(second):
                return ""  # a word before its own prefix
    # Kahn's algorithm with a min-heap: always take the alphabetically smallest available letter.
    available = [letter for letter, degree in in_degree.items() if degree == 0]
    heapq.heapify(available)
    order = []
    while available:
        letter = heapq.heappop(available)
        order.append(letter)
        for nxt in after[letter]:
            in_degree[nxt] -= 1
            if in_degree[nxt] == 0:
                heapq.heappush(available, nxt)
    return "".join(order) if len(order) == len(after) else ""
