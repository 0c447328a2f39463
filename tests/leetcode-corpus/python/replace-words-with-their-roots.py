class Solution:
    def replaceWords(self, dictionary: List[str], sentence: str) -> str:
        END = '#'
        trie = {}
        for root in dictionary:
            node = trie
            for c in root:
                node = node.setdefault(c, {})
            node[END] = root

        def shortest_root(word):
            node = trie
            for c in word:
                if c not in node:
                    break
                node = node[c]
                if END in node:
                    return node[END]
            return word

        return " ".join(map(shortest_root, sentence.split()))
