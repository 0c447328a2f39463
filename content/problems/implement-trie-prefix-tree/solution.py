class TrieNode:
    def __init__(self):
        self.children = {}
        self.is_word = False


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word):
        node = self.root
        for character in word:
            node = node.children.setdefault(character, TrieNode())
        node.is_word = True

    def search(self, word):
        node = self._walk(word)
        return node is not None and node.is_word

    def starts_with(self, prefix):
        return self._walk(prefix) is not None

    # The node reached by following text from the root, or None if the path leaves the trie.
    def _walk(self, text):
        node = self.root
        for character in text:
            node = node.children.get(character)
            if node is None:
                return None
        return node
