class Solution {
    private static class TrieNode {
        TrieNode[] next = new TrieNode[26];
        String word;
    }

    public List<String> findWords(char[][] board, String[] words) {
        TrieNode root = new TrieNode();
        for (String w : words) {
            TrieNode node = root;
            for (char c : w.toCharArray()) {
                if (node.next[c - 'a'] == null) node.next[c - 'a'] = new TrieNode();
                node = node.next[c - 'a'];
            }
            node.word = w;
        }
        List<String> found = new ArrayList<>();
        for (int i = 0; i < board.length; i++) {
            for (int j = 0; j < board[0].length; j++) search(board, i, j, root, found);
        }
        return found;
    }

    private void search(char[][] board, int i, int j, TrieNode parent, List<String> found) {
        if (i < 0 || j < 0 || i >= board.length || j >= board[0].length) return;
        char c = board[i][j];
        if (c == '#' || parent.next[c - 'a'] == null) return;
        TrieNode node = parent.next[c - 'a'];
        if (node.word != null) {
            found.add(node.word);
            node.word = null;
        }
        board[i][j] = '#';
        search(board, i + 1, j, node, found);
        search(board, i - 1, j, node, found);
        search(board, i, j + 1, node, found);
        search(board, i, j - 1, node, found);
        board[i][j] = c;
    }
}
