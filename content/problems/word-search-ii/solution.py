def find_words(board, words):
    # Trie node: dict from letter to child node; the key "$" holds a complete word.
    root = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = word
    rows, cols = len(board), len(board[0])
    found = []

    def search(r, c, parent):
        letter = board[r][c]
        node = parent.get(letter)
        if node is None:
            return
        word = node.pop("$", None)
        if word is not None:
            found.append(word)  # popped, so it is reported once
        board[r][c] = "#"  # on the current path
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols and board[nr][nc] != "#":
                search(nr, nc, node)
        board[r][c] = letter
        if not node:
            del parent[letter]  # prune branches that can no longer produce a new word

    for r in range(rows):
        for c in range(cols):
            search(r, c, root)
    return found
