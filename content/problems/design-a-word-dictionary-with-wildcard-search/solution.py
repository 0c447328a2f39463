class WordDictionary:
    def __init__(self):
        self.root = {}

    def add_word(self, word):
        node = self.root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = True

    def search(self, word):
        def matches(node, index):
            if index == len(word):
                return "$" in node
            letter = word[index]
            if letter == ".":
                return any(matches(child, index + 1) for key, child in node.items() if key != "$")
            return letter in node and matches(node[letter], index + 1)

        return matches(self.root, 0)
