def replace_words(dictionary, sentence):
    # A trie of the roots: each node maps a letter to a child; "$" marks where a root ends.
    root = {}
    for word in dictionary:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = True

    def shortest_root(word):
        node = root
        for i, letter in enumerate(word):
            node = node.get(letter)
            if node is None:
                return word
            # The first root met on the way down is the shortest one.
            if "$" in node:
                return word[: i + 1]
        return word

    return " ".join(shortest_root(word) for word in sentence.split(" "))
