class WordDictionary {
    private static class TrieNode {
        TrieNode[] children = new TrieNode[26];
        boolean isWord;
    }

    private final TrieNode root = new TrieNode();

    public WordDictionary() {}

    public void addWord(String word) {
        TrieNode node = root;
        for (char c : word.toCharArray()) {
            if (node.children[c - 'a'] == null) node.children[c - 'a'] = new TrieNode();
            node = node.children[c - 'a'];
        }
        node.isWord = true;
    }

    public boolean search(String word) {
        return search(word, 0, root);
    }

    private boolean search(String word, int i, TrieNode node) {
        if (node == null) return false;
        if (i == word.length()) return node.isWord;
        char c = word.charAt(i);
        if (c != '.') return search(word, i + 1, node.children[c - 'a']);
        for (TrieNode child : node.children) if (search(word, i + 1, child)) return true;
        return false;
    }
}
