from collections import deque
from string import ascii_lowercase


def ladder_length(begin_word, end_word, word_list):
    unvisited = set(word_list)
    if end_word not in unvisited:
        return 0
    unvisited.discard(begin_word)
    queue = deque([(begin_word, 1)])
    while queue:
        word, length = queue.popleft()
        if word == end_word:
            return length
        for i in range(len(word)):
            for letter in ascii_lowercase:
                candidate = word[:i] + letter + word[i + 1 :]
                if candidate in unvisited:
                    unvisited.remove(candidate)
                    queue.append((candidate, length + 1))
    return 0
