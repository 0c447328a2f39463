def longest_word(words):
    # A trie of nested dicts; "$" holds the word that ends at a node.
    root = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = word

    # Walk only through nodes that end a listed word, so every prefix of what we reach is listed.
    # Children are visited a to z, so the first word of the greatest length is the smallest one.
    best = ""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is not root and len(node["$"]) > len(best):
            best = node["$"]
        for letter in sorted((key for key in node if key != "$"), reverse=True):
            if "$" in node[letter]:
                stack.append(node[letter])
    return best
